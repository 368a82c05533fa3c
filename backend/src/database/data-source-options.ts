import type { DataSourceOptions } from 'typeorm';
import { LoginAttempt } from '../modules/auth/entities/login-attempt.entity.js';
import { Session } from '../modules/auth/entities/session.entity.js';
import { RegistrationAttempt } from '../modules/auth/entities/registration-attempt.entity.js';
import { CustomerImportRow } from '../modules/customers/entities/customer-import-row.entity.js';
import { CustomerImport } from '../modules/customers/entities/customer-import.entity.js';
import { OutboxEntry } from '../integrations/messenger/outbox/outbox-entry.entity.js';
import { ProviderEvent } from '../integrations/webhooks/provider-event.entity.js';
import { Call } from '../modules/calls/entities/call.entity.js';
import { Message } from '../modules/messages/entities/message.entity.js';
import { Customer } from '../modules/customers/entities/customer.entity.js';
import { DispositionList } from '../modules/dispositions/entities/disposition-list.entity.js';
import { DispositionStatus } from '../modules/dispositions/entities/disposition-status.entity.js';
import { Feedback } from '../modules/feedback/entities/feedback.entity.js';
import { Payment } from '../modules/promises/entities/payment.entity.js';
import { AgentGroup } from '../modules/groups/entities/agent-group.entity.js';
import { Group } from '../modules/groups/entities/group.entity.js';
import { LeadCycle } from '../modules/lead-cycles/entities/lead-cycle.entity.js';
import { Setting } from '../modules/settings/entities/setting.entity.js';
import { User } from '../modules/users/entities/user.entity.js';
import { TataLeadList } from '../modules/telephony/entities/tata-lead-list.entity.js';
import { SimAgent, SimCall, SimDispositionList, SimDispositionStatus, SimLead, SimLeadList } from '../integrations/dialer/simulator/simulator.entities.js';
import { PaymentPromise } from '../modules/promises/entities/payment-promise.entity.js';
import { PromisesAndPayments1796500000000 } from './migrations/1796500000000-PromisesAndPayments.js';
import { WorklistIndexes1796500100000 } from './migrations/1796500100000-WorklistIndexes.js';
import { Notification } from '../modules/notifications/entities/notification.entity.js';
import { Notifications1796500200000 } from './migrations/1796500200000-Notifications.js';
import { CallListIndexesAndCounts1797100000000 } from './migrations/1797100000000-CallListIndexesAndCounts.js';
import { AttendanceLeaveIndex1796100100000 } from './migrations/1796100100000-AttendanceLeaveIndex.js';
import { LeaveRequestListIndexes1798800000000 } from './migrations/1798800000000-LeaveRequestListIndexes.js';
import { ActivityTimeIndexes1799100000000 } from './migrations/1799100000000-ActivityTimeIndexes.js';
import { AuditEntry } from '../modules/audit/entities/audit-entry.entity.js';
import { EmployeeDetails } from '../modules/employee/entities/employee-details.entity.js';
import { AttendanceRecord } from '../modules/attendance/entities/attendance-record.entity.js';
import { Attendance1796100000000 } from './migrations/1796100000000-Attendance.js';
import { Holiday } from '../modules/leave/entities/holiday.entity.js';
import { LeaveLedgerEntry } from '../modules/leave/entities/leave-ledger-entry.entity.js';
import { LeaveRequest } from '../modules/leave/entities/leave-request.entity.js';
import { LeaveType } from '../modules/leave/entities/leave-type.entity.js';
import { AuditLog1795317000000 } from './migrations/1795317000000-AuditLog.js';
import { Initial1795301976605 } from './migrations/1795301976605-Initial.js';
import { CustomerCountsAndNameSearch1795303400000 } from './migrations/1795303400000-CustomerCountsAndNameSearch.js';
import { FasterCustomerFilters1795303500000 } from './migrations/1795303500000-FasterCustomerFilters.js';
import { CustomerImports1795304468778 } from './migrations/1795304468778-CustomerImports.js';
import { CustomersGroupsLeadCycles1795302377142 } from './migrations/1795302377142-CustomersGroupsLeadCycles.js';
import { DispositionsFeedbackCalls1795304877220 } from './migrations/1795304877220-DispositionsFeedbackCalls.js';
import { MessagesAndProviderEvents1795306000733 } from './migrations/1795306000733-MessagesAndProviderEvents.js';
import { StatusFollowUpIndex1795307000000 } from './migrations/1795307000000-StatusFollowUpIndex.js';
import { Telephony1795312042915 } from './migrations/1795312042915-Telephony.js';
import { SignUpApproval1795483825049 } from './migrations/1795483825049-SignUpApproval.js';
import { CustomerIdRanges1795313000000 } from './migrations/1795313000000-CustomerIdRanges.js';
import { CustomerFollowUpHours1795314000000 } from './migrations/1795314000000-CustomerFollowUpHours.js';
import { AppendOnlyCounts1795315000000 } from './migrations/1795315000000-AppendOnlyCounts.js';
import { WpcDefaultDispositions1795316000000 } from './migrations/1795316000000-WpcDefaultDispositions.js';
import { EmployeeDetails1796200000000 } from './migrations/1796200000000-EmployeeDetails.js';
import { LeaveSchema1796000000000 } from './migrations/1796000000000-LeaveSchema.js';
import { JobRuns1797300000000 } from './migrations/1797300000000-JobRuns.js';
import { LoginAttemptChecking1797700000000 } from './migrations/1797700000000-LoginAttemptChecking.js';
import { EmployeeDateOfJoining1797900000000 } from './migrations/1797900000000-EmployeeDateOfJoining.js';
import { NotificationOutcomes1798400000000 } from './migrations/1798400000000-NotificationOutcomes.js';
import { UploadRateLimits1798600000000 } from './migrations/1798600000000-UploadRateLimits.js';
import { EmployeeUploads1798600100000 } from './migrations/1798600100000-EmployeeUploads.js';
import { ApiKeys1799800000000 } from './migrations/1799800000000-ApiKeys.js';
import { LeaveWorkingDays1798100000000 } from './migrations/1798100000000-LeaveWorkingDays.js';
import { PaymentsRecordedOnScreen1798200000000 } from './migrations/1798200000000-PaymentsRecordedOnScreen.js';
import { PromiseMonthCounts1798200100000 } from './migrations/1798200100000-PromiseMonthCounts.js';
import { AttendanceRecordVersion1798000000000 } from './migrations/1798000000000-AttendanceRecordVersion.js';
import { PromiseLeadCycle1797600000000 } from './migrations/1797600000000-PromiseLeadCycle.js';
import { BrokenPromisesCalledAgain1797600100000 } from './migrations/1797600100000-BrokenPromisesCalledAgain.js';
import { PromiseGroupAndCounts1797800000000 } from './migrations/1797800000000-PromiseGroupAndCounts.js';
import { ReportCounts1799400000000 } from './migrations/1799400000000-ReportCounts.js';
import { CoveringSearchPrefixIndexes1799600000000 } from './migrations/1799600000000-CoveringSearchPrefixIndexes.js';
import { CustomerSearchEstimate1799600100000 } from './migrations/1799600100000-CustomerSearchEstimate.js';
import { ReportCountsByPartner1799700000000 } from './migrations/1799700000000-ReportCountsByPartner.js';
import { IdempotencyKeys1800000000000 } from './migrations/1800000000000-IdempotencyKeys.js';
import { Webhooks1799900000000 } from './migrations/1799900000000-Webhooks.js';
import { DocumentsVault1800200000000 } from './migrations/1800200000000-DocumentsVault.js';
import { RateLimitCountersUnlogged1800800000000 } from './migrations/1800800000000-RateLimitCountersUnlogged.js';
import { CustomerDoNotContact1800300000000 } from './migrations/1800300000000-CustomerDoNotContact.js';
import { GroupFollowUpDays1797800100000 } from './migrations/1797800100000-GroupFollowUpDays.js';
import { CallHeads1799500000000 } from './migrations/1799500000000-CallHeads.js';
import { GroupLoansAndCoverage1800100000000 } from './migrations/1800100000000-GroupLoansAndCoverage.js';
import { ActivityHeads1800600000000 } from './migrations/1800600000000-ActivityHeads.js';

const ENTITIES = [User, LoginAttempt, RegistrationAttempt, Session, LeadCycle, Group, AgentGroup, Customer, Payment, Setting, CustomerImport, CustomerImportRow, DispositionList, DispositionStatus, Call, Feedback, Message, ProviderEvent, OutboxEntry, TataLeadList, SimAgent, SimCall, SimDispositionList, SimDispositionStatus, SimLeadList, SimLead, AuditEntry, EmployeeDetails, Holiday, LeaveType, LeaveRequest, LeaveLedgerEntry, AttendanceRecord, PaymentPromise, Notification];
export const MIGRATIONS = [Initial1795301976605, CustomersGroupsLeadCycles1795302377142, CustomerCountsAndNameSearch1795303400000, FasterCustomerFilters1795303500000, CustomerImports1795304468778, DispositionsFeedbackCalls1795304877220, MessagesAndProviderEvents1795306000733, StatusFollowUpIndex1795307000000, Telephony1795312042915, CustomerIdRanges1795313000000, CustomerFollowUpHours1795314000000, AppendOnlyCounts1795315000000, WpcDefaultDispositions1795316000000, AuditLog1795317000000, SignUpApproval1795483825049, LeaveSchema1796000000000, Attendance1796100000000, EmployeeDetails1796200000000, PromisesAndPayments1796500000000, WorklistIndexes1796500100000, Notifications1796500200000, AttendanceLeaveIndex1796100100000, JobRuns1797300000000, CallListIndexesAndCounts1797100000000, PromiseLeadCycle1797600000000, BrokenPromisesCalledAgain1797600100000, LoginAttemptChecking1797700000000, PromiseGroupAndCounts1797800000000, GroupFollowUpDays1797800100000, EmployeeDateOfJoining1797900000000, NotificationOutcomes1798400000000, UploadRateLimits1798600000000, EmployeeUploads1798600100000, LeaveWorkingDays1798100000000, PaymentsRecordedOnScreen1798200000000, PromiseMonthCounts1798200100000, AttendanceRecordVersion1798000000000, LeaveRequestListIndexes1798800000000, ActivityTimeIndexes1799100000000, ReportCounts1799400000000, CoveringSearchPrefixIndexes1799600000000, CustomerSearchEstimate1799600100000, CallHeads1799500000000, ReportCountsByPartner1799700000000, ApiKeys1799800000000, IdempotencyKeys1800000000000, Webhooks1799900000000, GroupLoansAndCoverage1800100000000, DocumentsVault1800200000000, RateLimitCountersUnlogged1800800000000, ActivityHeads1800600000000, CustomerDoNotContact1800300000000];

/**
 * How often (ms) a backend running a statement checks that its client is still there. A process that dies mid-
 * statement (SIGKILL, the OOM killer, a lost machine) otherwise leaves its backend running to the statement's end,
 * or forever when it waits on a lock, holding its row and advisory locks (an import into the cycle, a job's lock)
 * meanwhile. Linux, macOS and the BSDs support it; PostgreSQL on Windows accepts only 0.
 */
const CLIENT_CHECK_INTERVAL_MS = process.platform === 'win32' ? 0 : 2000;

/** The one place that builds TypeORM's options, used by the Nest module, the CLI and the tests. */
export function buildDataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    extra: {
      max: poolSize,
      // A request waits at most this long for a connection (a full pool, an unreachable server), then answers 503.
      connectionTimeoutMillis: 10_000,
      // The API runs many short queries at once; parallel workers only add start-up latency to them.
      options: `-c max_parallel_workers_per_gather=0 -c client_connection_check_interval=${CLIENT_CHECK_INTERVAL_MS}`,
    },
  };
}
