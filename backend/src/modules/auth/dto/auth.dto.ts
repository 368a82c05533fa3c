import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IsAccountEmail, IsAccountPassword, IsPersonName, IsRole } from '../../../common/http/validation.js';
import { ROLES, type Role } from '../../../common/security/role.js';

export class LoginDto {
  @ApiProperty({ format: 'email', example: 'admin@example.com' })
  @IsAccountEmail()
  email: string;

  @ApiProperty({ minLength: 6, example: 'Admin@12345' })
  @IsAccountPassword()
  password: string;
}

export class RegisterDto {
  @ApiProperty({ minLength: 2 }) @IsPersonName() name: string;
  @ApiProperty({ format: 'email' }) @IsAccountEmail() email: string;
  @ApiProperty({ minLength: 6, writeOnly: true }) @IsAccountPassword() password: string;
  @ApiProperty({ enum: ROLES, default: 'agent', description: 'admin needs a signed-in admin (or no users yet)' })
  @IsRole()
  role: Role;
}

export const NEW_PASSWORD_MESSAGE =
  'Password must be at least 8 characters and contain an uppercase letter, a lowercase letter, a number and a special character';

export class ResetPasswordDto {
  @ApiProperty({ writeOnly: true })
  @IsNotEmpty({ message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  oldPassword: string;

  @ApiProperty({ minLength: 8, writeOnly: true, description: NEW_PASSWORD_MESSAGE })
  @Matches(/[^A-Za-z0-9]/, { message: NEW_PASSWORD_MESSAGE })
  @Matches(/[0-9]/, { message: NEW_PASSWORD_MESSAGE })
  @Matches(/[a-z]/, { message: NEW_PASSWORD_MESSAGE })
  @Matches(/[A-Z]/, { message: NEW_PASSWORD_MESSAGE })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @MinLength(8, { message: NEW_PASSWORD_MESSAGE })
  @IsString({ message: NEW_PASSWORD_MESSAGE })
  newPassword: string;
}
