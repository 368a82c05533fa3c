import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsOptional, Max, Min } from 'class-validator';
import { IsRecordId } from '../../../common/http/record-id.js';
import { OptionalButNotNull } from '../../../common/http/validation.js';

const LOCATION_MISSING = 'Location not available. Please ensure location access is enabled.';

/**
 * Check-in and check-out: where the agent is. `login_time` / `logout_time` are accepted for compatibility with the
 * spec's body and ignored: the server's clock decides (DECISIONS).
 */
export class CheckInDto {
  @ApiProperty({ minimum: -90, maximum: 90, example: 12.9716 })
  @Min(-90, { message: LOCATION_MISSING })
  @Max(90, { message: LOCATION_MISSING })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: LOCATION_MISSING })
  latitude: number;

  @ApiProperty({ minimum: -180, maximum: 180, example: 77.5946 })
  @Min(-180, { message: LOCATION_MISSING })
  @Max(180, { message: LOCATION_MISSING })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: LOCATION_MISSING })
  longitude: number;

  @ApiPropertyOptional({ nullable: true, type: Number, description: 'Accuracy of the position in metres' })
  @IsOptional()
  @Min(0, { message: 'accuracy must be at least 0' })
  @Max(1_000_000, { message: 'accuracy must be at most 1000000' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'accuracy must be a number of metres' })
  accuracy?: number | null;

  @ApiPropertyOptional({ description: 'Must be the signed-in user when given' })
  @OptionalButNotNull()
  @IsRecordId('user_id must be a user id')
  user_id?: number;

  @ApiPropertyOptional({ nullable: true, description: 'Ignored: the server’s clock decides' })
  @IsOptional()
  login_time?: unknown;

  @ApiPropertyOptional({ nullable: true, description: 'Ignored: the server’s clock decides' })
  @IsOptional()
  logout_time?: unknown;
}
