import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiPropertyOptional, ApiQuery } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { getMetadataStorage, IsOptional, IsString } from 'class-validator';
import { IsRecordId } from './record-id.js';
import { OptionalButNotNull } from './validation.js';

/**
 * The keys every list takes: `q`, its search box, and `id`, the records react-admin's getMany asks for
 * (`{"id":[1,2]}`). A resource's filter DTO extends it, adding its own keys.
 */
export class ListFilterDto {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Case-insensitive search (the operation names the fields); % and _ match themselves; null or blank: no search' })
  @IsOptional()
  @IsString({ message: 'q must be a string' })
  q?: string | null;

  @ApiPropertyOptional({ type: 'integer', isArray: true, example: [1, 2], description: "Only these records (react-admin's getMany); one id is read as a list of one" })
  @Transform(({ value }) => (typeof value === 'number' ? [value] : value))
  @OptionalButNotNull()
  @IsRecordId('id must be a list of positive integers', { each: true })
  id?: number[];
}

const LIST_FILTER = 'crm:list-filter';

/** The filter class a list handler declared with @ApiListFilter (ListFilterDto when it takes only q and id). */
export const listFilterOf = (handler: Function): Function => (Reflect.getMetadata(LIST_FILTER, handler) as Function | undefined) ?? ListFilterDto;

/**
 * Documents an operation's `filter` query parameter with the keys its filter DTO accepts (the DTO's schema is in
 * components under its class name), so integrators need not guess: any other key is a 400.
 */
export function ApiListFilter(FilterClass: new () => object, example: string): MethodDecorator {
  const remember: MethodDecorator = (_target, _key, descriptor) => {
    Reflect.defineMetadata(LIST_FILTER, FilterClass, descriptor.value as object);
  };
  const keys = [...new Set(getMetadataStorage().getTargetValidationMetadatas(FilterClass, '', true, false).map((rule) => rule.propertyName))];
  return applyDecorators(
    remember,
    ApiExtraModels(FilterClass),
    ApiQuery({
      name: 'filter',
      required: false,
      type: String,
      example,
      description: `JSON object of filters; keys: ${keys.join(', ')} (schema ${FilterClass.name}). Any other key, or a value of the wrong type, is a 400 naming filter.<key>.`,
    }),
  );
}
