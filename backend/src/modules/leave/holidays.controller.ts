import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles, Scope } from '../../common/decorators/auth.decorators.js';
import { ApiErrors } from '../../common/http/api-errors.js';
import { IdPipe } from '../../common/http/record-id.js';
import { CreateHolidayDto, HolidayRangeQueryDto, HolidayResponseDto, toHolidayResponse, UpdateHolidayDto, WeeklyOffsDto, WeeklyOffsResultDto } from './dto/holiday.dto.js';
import { HolidaysService } from './holidays.service.js';

@ApiTags('leave')
@Controller('leave')
export class HolidaysController {
  constructor(private readonly holidays: HolidaysService) {}

  @Get('holidays')
  @Scope('leave:read')
  @ApiOperation({ summary: 'Holidays within a date range (default: this year), by date' })
  @ApiOkResponse({ type: [HolidayResponseDto] })
  async inRange(@Query() query: HolidayRangeQueryDto): Promise<HolidayResponseDto[]> {
    return (await this.holidays.inRange(query.start_date, query.end_date)).map(toHolidayResponse);
  }

  @Get('holiday-policies')
  @Scope('leave:read')
  @ApiOperation({ summary: 'Every holiday policy, newest date first' })
  @ApiOkResponse({ type: [HolidayResponseDto] })
  async all(): Promise<HolidayResponseDto[]> {
    return (await this.holidays.all()).map(toHolidayResponse);
  }

  @Post('holiday-policies')
  @Roles('admin')
  @ApiOperation({ summary: 'Add a holiday' })
  @ApiCreatedResponse({ type: HolidayResponseDto })
  @ApiErrors({ 409: 'A holiday of this name is already on this date' })
  async create(@Body() dto: CreateHolidayDto): Promise<HolidayResponseDto> {
    return toHolidayResponse(await this.holidays.create(dto));
  }

  @Post('holiday-policies/weekly-offs')
  @Roles('admin')
  @ApiOperation({ summary: "Add a year's weekly offs (the chosen weekdays) as WEEKEND holidays; days already there stay as they are" })
  @ApiCreatedResponse({ type: WeeklyOffsResultDto })
  async weeklyOffs(@Body() dto: WeeklyOffsDto): Promise<WeeklyOffsResultDto> {
    return { added: await this.holidays.addWeeklyOffs(dto) };
  }

  @Put('holiday-policies/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'Change a holiday' })
  @ApiOkResponse({ type: HolidayResponseDto })
  @ApiErrors({ 404: 'No such holiday', 409: 'A holiday of this name is already on this date' })
  async update(@Param('id', IdPipe) id: number, @Body() dto: UpdateHolidayDto): Promise<HolidayResponseDto> {
    return toHolidayResponse(await this.holidays.update(id, dto));
  }

  @Delete('holiday-policies/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete a holiday' })
  @ApiOkResponse({ type: HolidayResponseDto })
  @ApiErrors({ 404: 'No such holiday' })
  async remove(@Param('id', IdPipe) id: number): Promise<HolidayResponseDto> {
    return toHolidayResponse(await this.holidays.remove(id));
  }
}
