import { ApiProperty } from '@nestjs/swagger';
import { IsISO8601, IsString, Matches } from 'class-validator';

const NOW_MESSAGE = 'now must be a date-time with its zone between 2000 and 2099, e.g. 2026-11-25T04:30:00Z';

export class MoveClockDto {
  @ApiProperty({ format: 'date-time', example: '2026-11-25T04:30:00Z' })
  @IsString({ message: NOW_MESSAGE })
  @Matches(/^20\d\d-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:\d\d)$/, { message: NOW_MESSAGE })
  @IsISO8601({ strict: true }, { message: NOW_MESSAGE })
  now: string;
}

export class TestClockDto {
  @ApiProperty({ format: 'date-time', description: "The server's time now" }) now: string;
  @ApiProperty({ description: "False while the clock follows the system's time" }) moved: boolean;
}

export class JobRunDto {
  @ApiProperty({ example: 'promise-decisions' }) job: string;
  @ApiProperty({ description: 'What the run changed: promises decided, reminders raised' }) changed: number;
}
