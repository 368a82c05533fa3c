import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { nullableRef } from '../../../common/http/nullable-ref.js';

export class AuditActorDto {
  @ApiProperty({ example: 1, description: "The user's id, or the API key's (then the name starts with `key:`)" }) id: number;
  @ApiProperty({ example: 'Asha Nair', description: "A user's name, or `key:<id> <name>` for an API key" }) name: string;
}

/** Any JSON value including null (OpenAPI 3.0's `nullable` alone does not admit null beside `anyOf`). */
const ANY_VALUE = {
  anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'object' }, { type: 'array', items: {} }, { type: 'object', nullable: true, enum: [null] }],
};

export class AuditFieldChangeDto {
  @ApiProperty({ ...ANY_VALUE, description: 'The value before (null when created)' }) before: unknown;
  @ApiProperty({ ...ANY_VALUE, description: 'The value after (null when deleted)' }) after: unknown;
}

@ApiExtraModels(AuditActorDto, AuditFieldChangeDto)
export class AuditEntryDto {
  @ApiProperty({ example: 42 }) id: number;
  @ApiProperty({ example: '2030-01-31T09:15:00.000Z' }) at: string;
  @ApiProperty({ ...nullableRef(AuditActorDto), description: 'Who changed it (a user or an API key); null for the system (jobs, seeds, sign-up)' })
  actor: AuditActorDto | null;
  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' }) actor_ip: string | null;
  @ApiProperty({ example: 'customer' }) entity: string;
  @ApiProperty({ example: '143' }) entity_id: string;
  @ApiProperty({ example: 'update' }) action: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(AuditFieldChangeDto) },
    description: 'Changed fields only; a password change is recorded as {"password": {"before": null, "after": "changed"}}',
    example: { group_id: { before: null, after: 3 } },
  })
  changes: Record<string, { before: unknown; after: unknown }>;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
}
