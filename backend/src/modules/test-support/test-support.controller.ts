import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/auth.decorators.js';
import { JobRunDto, MoveClockDto, TestClockDto } from './dto/test-clock.dto.js';
import { TestSupportService } from './test-support.service.js';

/**
 * Mounted only when TEST_CLOCK_CONTROL is on (refused in production), and left out of openapi.json: these routes
 * are no part of the product's API.
 */
@ApiExcludeController()
@Roles('admin')
@Controller('test-support')
export class TestSupportController {
  constructor(private readonly testSupport: TestSupportService) {}

  @Get('clock')
  current(): TestClockDto {
    return this.testSupport.current();
  }

  @Put('clock')
  moveTo(@Body() dto: MoveClockDto): TestClockDto {
    return this.testSupport.moveTo(new Date(dto.now));
  }

  @Delete('clock')
  reset(): TestClockDto {
    return this.testSupport.reset();
  }

  @Post('jobs/:name')
  @HttpCode(200)
  run(@Param('name') name: string): Promise<JobRunDto> {
    return this.testSupport.run(name);
  }
}
