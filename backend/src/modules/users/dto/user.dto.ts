import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { BlankMeansAbsent, IsAccountEmail, IsAccountPassword, IsPersonName, IsRole, OptionalButNotNull } from '../../../common/http/validation.js';
import { ROLES, type Role } from '../../../common/security/role.js';
import type { User } from '../entities/user.entity.js';

export class UserResponseDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: 'Asha Nair' }) name: string;
  @ApiProperty({ example: 'asha.nair@example.com' }) email: string;
  @ApiProperty({ enum: ROLES, example: 'agent' }) role: Role;
  @ApiProperty() is_active: boolean;
  @ApiProperty({ description: 'A public sign-up waiting for an admin to switch it active' })
  awaiting_approval: boolean;
  @ApiProperty({ description: 'The client must open the change-password dialog while this is true' })
  must_change_password: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The dialer agent this user calls as (set by Sync with Tata); null: cannot call yet' })
  dialer_agent_id: string | null;
  @ApiProperty({ type: String, nullable: true }) dialer_extension: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at: Date;
}

export function toUserResponse(user: User): UserResponseDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    is_active: user.isActive,
    awaiting_approval: user.awaitingApproval,
    must_change_password: user.mustChangePassword,
    dialer_agent_id: user.dialerAgentId,
    dialer_extension: user.dialerExtension,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
  };
}

export class CreateUserDto {
  @ApiProperty({ minLength: 2, example: 'Asha Nair' })
  @IsPersonName()
  name: string;

  @ApiProperty({ format: 'email', example: 'asha.nair@example.com' })
  @IsAccountEmail()
  email: string;

  @ApiProperty({ minLength: 6, writeOnly: true, description: 'The user must change it at first sign-in' })
  @IsAccountPassword()
  password: string;

  @ApiProperty({ enum: ROLES, example: 'agent' })
  @IsRole()
  role: Role;

  @ApiPropertyOptional({ default: true })
  @OptionalButNotNull()
  @IsBoolean({ message: 'is_active must be true or false' })
  is_active?: boolean;
}

/** Any subset of the create fields; a blank password keeps the current one. */
export class UpdateUserDto extends PartialType(CreateUserDto, { skipNullProperties: false }) {
  @ApiPropertyOptional({ writeOnly: true, description: 'Blank or absent keeps the current password' })
  @BlankMeansAbsent()
  @IsAccountPassword()
  password?: string;
}

export class AgentsQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true lists only active agents' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'active must be true or false' })
  active?: 'true' | 'false';
}
