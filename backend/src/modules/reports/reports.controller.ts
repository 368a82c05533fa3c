import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, Scope } from '../../common/decorators/auth.decorators.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { CycleReportQueryDto, ReportPeriodQueryDto, ReportQueryDto } from './dto/report-query.dto.js';
import { AgentReportDto, CycleReportDto, DispositionReportDto, GroupReportDto, MyReportDto } from './dto/report-response.dto.js';
import { CYCLE_FIGURE_COLUMNS, DISPOSITION_COLUMNS, WORK_FIGURE_COLUMNS, withFigures } from './report-csv-columns.js';
import { cell, flatten, streamCsv } from './report-csv.js';
import { ReportsService } from './reports.service.js';

const CSV = { description: 'CSV, streamed: the same rows, en-IN numbers (INR without decimals, Indian grouping, dd/mm/yyyy)', schema: { type: 'string' } };
const periodName = (period: { from: string; to: string }) => `${period.from}-to-${period.to}`;

@ApiTags('reports')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('cycles')
  @Scope('reports:read')
  @Roles('admin')
  @ApiOperation({ summary: 'Cycle over cycle: the chosen lead cycle and those before it, oldest first, with the same figures per bucket' })
  @ApiOkResponse({ type: CycleReportDto })
  cycles(@Query() query: CycleReportQueryDto): Promise<CycleReportDto> {
    return this.reports.cycles(query);
  }

  @Get('cycles.csv')
  @Scope('reports:read')
  @Roles('admin')
  @ApiOperation({ summary: 'The cycle report as CSV: a row per cycle (bucket "All") and per cycle and bucket' })
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV)
  async cyclesCsv(@Query() query: CycleReportQueryDto, @Res() response: Response): Promise<void> {
    const { cycles } = await this.reports.cycles(query);
    type Row = CycleReportDto['cycles'][number]['by_bucket'][number] & { cycle: CycleReportDto['cycles'][number] };
    const rows = cycles.flatMap((cycle): Row[] => [{ ...cycle, bucket: 'All', cycle }, ...cycle.by_bucket.map((bucket) => ({ ...bucket, cycle }))]);
    const columns = withFigures<Row, Row>([
      { heading: 'Lead cycle', value: (row) => row.cycle.name },
      { heading: 'From', value: (row) => cell.date(row.cycle.start_date) },
      { heading: 'To', value: (row) => cell.date(row.cycle.end_date) },
      { heading: 'Bucket', value: (row) => cell.text(row.bucket) },
    ], CYCLE_FIGURE_COLUMNS);
    await streamCsv(response, 'report-cycles.csv', columns, rows);
  }

  @Get('agents')
  @Scope('reports:read')
  @Roles('admin')
  @ApiOperation({ summary: "Per agent: the period's work, present days and rank within the group" })
  @ApiOkResponse({ type: AgentReportDto })
  agents(@Query() query: ReportQueryDto): Promise<AgentReportDto> {
    return this.reports.agents(query);
  }

  @Get('agents.csv')
  @Scope('reports:read')
  @Roles('admin')
  @ApiOperation({ summary: 'The agent report as CSV' })
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV)
  async agentsCsv(@Query() query: ReportQueryDto, @Res() response: Response): Promise<void> {
    const period = await this.reports.period(query);
    const columns = withFigures<AgentReportDto['agents'][number], AgentReportDto['agents'][number]>([
      { heading: 'Agent', value: (row) => row.name },
      { heading: 'Rank in group', value: (row) => cell.count(row.rank) },
    ], WORK_FIGURE_COLUMNS);
    await streamCsv(response, `report-agents-${periodName(period)}.csv`, columns, flatten(this.reports.agentRowBatches(period, query)));
  }

  @Get('groups')
  @Scope('reports:read')
  @Roles('admin')
  @ApiOperation({ summary: "Per group: its agents' work in the period and their present days" })
  @ApiOkResponse({ type: GroupReportDto })
  groups(@Query() query: ReportQueryDto): Promise<GroupReportDto> {
    return this.reports.groups(query);
  }

  @Get('groups.csv')
  @Scope('reports:read')
  @Roles('admin')
  @ApiOperation({ summary: 'The group report as CSV' })
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV)
  async groupsCsv(@Query() query: ReportQueryDto, @Res() response: Response): Promise<void> {
    const { period, groups } = await this.reports.groups(query);
    const columns = withFigures<GroupReportDto['groups'][number], GroupReportDto['groups'][number]>([
      { heading: 'Group', value: (row) => row.name },
      { heading: 'Agents', value: (row) => cell.count(row.agents) },
    ], WORK_FIGURE_COLUMNS);
    await streamCsv(response, `report-groups-${periodName(period)}.csv`, columns, groups);
  }

  @Get('dispositions')
  @Scope('reports:read')
  @Roles('admin')
  @ApiOperation({ summary: 'The disposition funnel: attempts, contact types, dispositions, promises, kept' })
  @ApiOkResponse({ type: DispositionReportDto })
  dispositions(@Query() query: ReportQueryDto): Promise<DispositionReportDto> {
    return this.reports.dispositions(query);
  }

  @Get('dispositions.csv')
  @Scope('reports:read')
  @Roles('admin')
  @ApiOperation({ summary: 'The disposition rows as CSV' })
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV)
  async dispositionsCsv(@Query() query: ReportQueryDto, @Res() response: Response): Promise<void> {
    const { period, rows } = await this.reports.dispositions(query);
    await streamCsv(response, `report-dispositions-${periodName(period)}.csv`, DISPOSITION_COLUMNS, rows);
  }

  @Get('me')
  @ApiOperation({ summary: "My month: the caller's own figures and their group's median (no other agent's figures)" })
  @ApiOkResponse({ type: MyReportDto })
  mine(@CurrentUser() user: SessionUser, @Query() query: ReportPeriodQueryDto): Promise<MyReportDto> {
    return this.reports.mine(user, query);
  }

  @Get('me.csv')
  @ApiOperation({ summary: 'My month as CSV: my row and the group median' })
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV)
  async mineCsv(@CurrentUser() user: SessionUser, @Query() query: ReportPeriodQueryDto, @Res() response: Response): Promise<void> {
    const { period, me, group_median } = await this.reports.mine(user, query);
    type Row = (MyReportDto['me'] | NonNullable<MyReportDto['group_median']>) & { who: string };
    const rows: Row[] = [{ ...me, who: 'Me' }, ...(group_median ? [{ ...group_median, who: 'Group median' }] : [])];
    await streamCsv(response, `my-report-${periodName(period)}.csv`, withFigures<Row, Row>([{ heading: '', value: (row) => row.who }], WORK_FIGURE_COLUMNS), rows);
  }
}
