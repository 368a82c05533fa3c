import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn } from 'class-validator';
import { ListFilterDto } from '../../../common/http/list-filter.js';
import { OptionalButNotNull } from '../../../common/http/validation.js';
import { ROLES, type Role } from '../../../common/security/role.js';

/** The keys `GET /api/users?filter=` accepts (q searches name or email). */
export class UserListFilterDto extends ListFilterDto {
  @ApiPropertyOptional({ enum: ROLES })
  @OptionalButNotNull()
  @IsIn(ROLES as unknown as string[], { message: 'role must be admin or agent' })
  role?: Role;

  @ApiPropertyOptional()
  @OptionalButNotNull()
  @IsBoolean({ message: 'is_active must be true or false' })
  is_active?: boolean;
}
