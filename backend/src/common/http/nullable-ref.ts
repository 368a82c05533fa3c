import type { Type } from '@nestjs/common';
import { getSchemaPath, type ApiPropertyOptions } from '@nestjs/swagger';

/**
 * `@ApiProperty(nullableRef(Dto))`: a property holding the DTO or null. OpenAPI 3.0's `nullable` only adds null to
 * the `type` beside it, so `{ nullable: true, allOf: [{ $ref }] }` (what `{ type: Dto, nullable: true }` gives) still
 * refuses null; "the DTO, or an object that may only be null" says it to every 3.0 reader. Register the DTO with
 * @ApiExtraModels on the class that holds the property.
 */
export const nullableRef = (dto: Type): ApiPropertyOptions => ({
  oneOf: [{ $ref: getSchemaPath(dto) }, { type: 'object', nullable: true, enum: [null] }],
});
