import { ApiExtraModels, ApiProperty } from '@nestjs/swagger';
import { nullableRef } from '../../../common/http/nullable-ref.js';

const rate = (description: string) => ApiProperty({ type: 'number', nullable: true, minimum: 0, maximum: 1, description: `${description}; null when the divisor is 0` });
const count = (description: string) => ApiProperty({ type: 'integer', description });
const rupees = (description: string) => ApiProperty({ type: 'number', description: `${description} (INR)` });

/** The cycle figures of a set of accounts (a cycle, or one bucket of it). */
export class CycleFiguresDto {
  @count('Accounts in the cycle') allocated: number;
  @rupees('Sum of overdue at allocation (snapshot)') allocated_overdue: number;
  @rate('Accounts with at least one call ÷ allocated') attempted: number | null;
  @count('Accounts with at least one call') attempted_accounts: number;
  @rate('Accounts with an answered call ÷ allocated') contacted: number | null;
  @count('Accounts with an answered call') contacted_accounts: number;
  @rate('Accounts with feedback whose disposition is RPC ÷ allocated') rpc: number | null;
  @count('Accounts with RPC feedback') rpc_accounts: number;
  @rate('Accounts with a promise ÷ RPC accounts') ptp: number | null;
  @count('Accounts with a promise (not cancelled)') ptp_accounts: number;
  @rupees('Promised amount of the promises (not cancelled)') ptp_amount: number;
  @count('Promises kept on time') kept: number;
  @count('Promises kept late') kept_late: number;
  @count('Promises broken') broken: number;
  @rate('Kept ÷ decided promises (kept + kept late + broken)') kept_rate: number | null;
  @rupees("Payments on the cycle's accounts within its window") collected: number;
  @rate('Collected ÷ allocated overdue') collection_efficiency: number | null;
  @rate('Accounts that reached paid ÷ allocated') resolved: number | null;
  @count('Accounts that reached paid') resolved_accounts: number;
  @rate('Accounts whose status became better than at allocation ÷ allocated') rolled_back: number | null;
  @count('Accounts whose status became better than at allocation') rolled_back_accounts: number;
}

export class CycleBucketDto extends CycleFiguresDto {
  @ApiProperty({ type: 'string', nullable: true, description: 'Month-beginning bucket at allocation (null: none imported)' }) bucket: string | null;
}

export class CycleReportRowDto extends CycleFiguresDto {
  @ApiProperty() lead_cycle_id: number;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'date' }) start_date: string;
  @ApiProperty({ format: 'date' }) end_date: string;
  @ApiProperty({ type: [CycleBucketDto], description: 'The same figures per month-beginning bucket' }) by_bucket: CycleBucketDto[];
}

export class CycleReportDto {
  @ApiProperty({ type: [CycleReportRowDto], description: 'Oldest first' }) cycles: CycleReportRowDto[];
  @ApiProperty({ type: [String], description: "The clients (lending partners) of these cycles' accounts, whatever the filters: the client filter's choices" })
  lending_partners: string[];
}

export class ReportPeriodDto {
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty({ type: 'integer', nullable: true }) lead_cycle_id: number | null;
}

/** An agent's or a group's work in the period. */
export class WorkFiguresDto {
  @count('Calls made') calls: number;
  @count('Seconds on the calls (their duration)') talk_seconds: number;
  @count('Answered calls') contacted: number;
  @count('Feedback entries with an RPC disposition') rpc: number;
  @count('Promises made (not cancelled)') ptp: number;
  @rupees('Promised amount') ptp_amount: number;
  @count('Promises kept on time, decided in the period') kept: number;
  @count('Promises kept late, decided in the period') kept_late: number;
  @count('Promises broken, decided in the period') broken: number;
  @rate('Kept ÷ decided promises (kept + kept late + broken)') kept_rate: number | null;
  @rupees('Payments recorded by the agent, paid in the period') collected: number;
  @ApiProperty({ type: 'number', description: 'Days with a worked attendance record (a half day counts 0.5)' }) present_days: number;
  @ApiProperty({ type: 'number', nullable: true }) calls_per_present_day: number | null;
  @ApiProperty({ type: 'number', nullable: true, description: 'INR' }) collected_per_present_day: number | null;
}

/** The median of each figure over a group's agents (a rate's over those that have one): halves are possible. */
export class GroupMedianDto {
  @ApiProperty({ type: 'number', nullable: true }) calls: number | null;
  @ApiProperty({ type: 'number', nullable: true }) talk_seconds: number | null;
  @ApiProperty({ type: 'number', nullable: true }) contacted: number | null;
  @ApiProperty({ type: 'number', nullable: true }) rpc: number | null;
  @ApiProperty({ type: 'number', nullable: true }) ptp: number | null;
  @ApiProperty({ type: 'number', nullable: true }) ptp_amount: number | null;
  @ApiProperty({ type: 'number', nullable: true }) kept: number | null;
  @ApiProperty({ type: 'number', nullable: true }) kept_late: number | null;
  @ApiProperty({ type: 'number', nullable: true }) broken: number | null;
  @ApiProperty({ type: 'number', nullable: true }) kept_rate: number | null;
  @ApiProperty({ type: 'number', nullable: true }) collected: number | null;
  @ApiProperty({ type: 'number', nullable: true }) present_days: number | null;
  @ApiProperty({ type: 'number', nullable: true }) calls_per_present_day: number | null;
  @ApiProperty({ type: 'number', nullable: true }) collected_per_present_day: number | null;
}

export class AgentReportRowDto extends WorkFiguresDto {
  @ApiProperty() agent_id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: [Number] }) group_ids: number[];
  @ApiProperty({ type: 'integer', nullable: true, description: 'The group the rank is within: the filtered group, else the agent\'s first' }) rank_group_id: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Rank within that group by collected per present day, then calls per present day' }) rank: number | null;
}

export class AgentReportDto {
  @ApiProperty({ type: ReportPeriodDto }) period: ReportPeriodDto;
  @ApiProperty({ type: [AgentReportRowDto] }) agents: AgentReportRowDto[];
}

export class GroupReportRowDto extends WorkFiguresDto {
  @ApiProperty() group_id: number;
  @ApiProperty() name: string;
  @count('Agents in the group') agents: number;
}

export class GroupReportDto {
  @ApiProperty({ type: ReportPeriodDto }) period: ReportPeriodDto;
  @ApiProperty({ type: [GroupReportRowDto] }) groups: GroupReportRowDto[];
}

export class DispositionReportRowDto {
  @ApiProperty({ enum: ['WPC', 'RPC', 'NC'] }) contact_type: string;
  @ApiProperty() disposition_code: string;
  @ApiProperty() disposition_name: string;
  @count('Feedback entries') feedback: number;
  @count('Promises made from that feedback (not cancelled)') ptp: number;
  @count('Of those, kept (on time or late)') kept: number;
}

export class ContactTypeCountDto {
  @ApiProperty({ enum: ['WPC', 'RPC', 'NC'] }) contact_type: string;
  @count('Feedback entries') feedback: number;
}

export class DispositionReportDto {
  @ApiProperty({ type: ReportPeriodDto }) period: ReportPeriodDto;
  @count('Calls made (the funnel\'s attempts)') attempts: number;
  @count('Answered calls') contacted: number;
  @ApiProperty({ type: [ContactTypeCountDto] }) contact_types: ContactTypeCountDto[];
  @ApiProperty({ type: [DispositionReportRowDto], description: 'Most feedback first' }) rows: DispositionReportRowDto[];
}

@ApiExtraModels(GroupMedianDto)
export class MyReportDto {
  @ApiProperty({ type: ReportPeriodDto }) period: ReportPeriodDto;
  @ApiProperty({ type: WorkFiguresDto, description: "The agent's own figures" }) me: WorkFiguresDto;
  @ApiProperty({ type: 'integer', nullable: true, description: "The agent's first group (null: in none)" }) group_id: number | null;
  @ApiProperty({ type: 'integer', description: "Agents in that group (0: in none)" }) group_agents: number;
  @ApiProperty({ ...nullableRef(GroupMedianDto), description: "The median of each figure over the group's agents; null for a group of fewer than 4 agents, whose median would give a colleague's figures away" }) group_median: GroupMedianDto | null;
}
