/**
 * API shapes, taken from the types generated from openapi/openapi.json (`npm run schema -w frontend`
 * regenerates src/api/schema.d.ts after the API changes).
 */
import type { components } from './schema';

type Schemas = components['schemas'];

/** GET /api/app-config: what the browser needs from the server's configuration (the business time zone, the calling window). */
export type AppConfig = Schemas['AppConfigDto'];
export type AppUser = Schemas['UserResponseDto'];
export type Role = AppUser['role'];
export type RegisterRequest = Schemas['RegisterDto'];
/** The answer of a command with nothing to return but a sentence (sign-out, password change, agent assignments). */
export type Acknowledgement = Schemas['AcknowledgementDto'];
export type MessageResponse = Schemas['LinkMessageResponseDto'];
export type MessageKind = MessageResponse['kind'];
export type MessageStatus = MessageResponse['status'];
/** The link messages' request bodies (POST /api/customers/send-message, -settlement, -foreclosure, -offer). */
export type PaymentMessageRequest = Schemas['PaymentMessageDto'];
export type SettlementMessageRequest = Schemas['SettlementMessageDto'];
export type ForeclosureMessageRequest = Schemas['ForeclosureMessageDto'];
export type OfferMessageRequest = Schemas['OfferMessageDto'];
/**
 * MessageResponse.error, typed: the provider's reason a message failed. Hand-written because the generated
 * `error` is an open object (`{ [key: string]: unknown } | null`).
 */
export interface MessageError {
  code: string;
  title: string;
}

/** react-admin identity: the user plus `fullName`, which react-admin's own components read. */
export type AppIdentity = AppUser & { fullName: string };

export type CustomerStatus = Schemas['CustomerSummaryDto']['status'];
export type Gender = NonNullable<Schemas['CustomerSummaryDto']['gender']>;
/** One row of POST /api/customers/all-customer. */
export type CustomerSummary = Schemas['CustomerSummaryDto'];
/** One row of GET /api/customers/{loan_application_no} (one per lead cycle). */
export type CustomerDetail = Schemas['CustomerDetailDto'];
export type CustomerPayment = Schemas['PaymentDto'];
export type RecordPaymentRequest = Schemas['RecordPaymentDto'];
export type RecordedPayment = Schemas['PaymentResponseDto'];
export type CustomerListRequest = Schemas['CustomerListRequestDto'];
export type CustomerListResponse = Schemas['CustomerListResponseDto'];
export type ListPagination = Schemas['PaginationDto'];
/** An instant range as the API and the URL carry it: ISO instants, either end may be open. */
export type InstantRange = Schemas['InstantRangeDto'];
export type BulkAssignRequest = Schemas['BulkAssignDto'];
export type BulkAssignResponse = Schemas['BulkAssignResponseDto'];
export type DeletedCustomers = Schemas['DeletedCustomersDto'];

export type Group = Schemas['GroupResponseDto'];
export type GroupInput = Schemas['CreateGroupDto'];
export type GroupDeleted = Schemas['GroupDeletedDto'];
export type AssignedAgent = Schemas['AssignedAgentDto'];
export type AgentAssignment = Schemas['AgentAssignmentDto'];

export type LeadCycle = Schemas['LeadCycleResponseDto'];
export type LeadCycleName = LeadCycle['name'];
export type LeadCycleInput = Omit<Schemas['CreateLeadCycleDto'], 'description'> & { description?: string | null };

export type DashboardStats = Schemas['DashboardStatsDto'];

/** One row of GET /api/customers/{id}/promises (newest first). */
export type CustomerPromise = Schemas['PromiseResponseDto'];
/** GET /api/worklist: the day's queue, its sections in the order to work them. */
export type Worklist = Schemas['WorklistDto'];
export type WorklistSection = Schemas['WorklistSectionDto'];
export type WorklistSectionKey = WorklistSection['key'];
export type WorklistCustomer = Schemas['WorklistCustomerDto'];
/** One row of GET /api/notifications (the bell's list). */
export type UserNotification = Schemas['NotificationDto'];
export type UnreadCount = Schemas['UnreadCountDto'];
/** GET /api/activity: the dashboard's Recent Activity, a page at a time. */
export type ActivityPage = Schemas['ActivityPageDto'];
export type ActivityEntry = Schemas['ActivityEntryDto'];

export type OfficeGeofence = Schemas['OfficeGeofence'];
export type AgentsCanSeeAllCustomersSetting = Schemas['AgentsCanSeeAllCustomersResponse'];
export type OfficeGeofencesSetting = Schemas['OfficeGeofencesResponse'];
export type LocationExemptEmailsSetting = Schemas['LocationExemptEmailsResponse'];

/** Every error body of the API. Hand-written: openapi.json describes no error bodies. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error?: string;
  errors?: Record<string, string>;
}

// The dialer ("Tata") syncs and lead lists: admin-only on the server (403 for agents).
/** GET /api/tata-user-sync. */
export type TataUserSyncResult = Schemas['UserSyncResultDto'];
/** An item of GET /api/disposition-sync that exists only at the dialer. */
export type DispositionProviderOnlyItem = Schemas['ProviderOnlyItemDto'];
/** GET /api/disposition-sync. */
export type DispositionSyncResult = Schemas['DispositionSyncResultDto'];
/** GET /api/tata/sync ("Sync leads"). */
export type TataLeadSyncResult = Schemas['LeadSyncResultDto'];
/** One row of GET /api/tata/lead-list, and the answer of POST /api/tata/lead-list/{lead_list_id}/refresh. */
export type TataLeadList = Schemas['LeadListDto'];

/**
 * The signed-in user's dialer call (POST /api/customers/init-call, POST /api/customers/hangup,
 * GET /api/calls/live, GET /api/calls/{id}/state).
 */
export type LiveCall = Schemas['LiveCallDto'];
export type LiveCallState = LiveCall['state'];
/** GET /api/calls/live: the user's call that has not ended, if any. */
export type CurrentCallResponse = Schemas['CurrentCallDto'];
/** POST /api/customers/init-call. */
export type InitCallRequest = Schemas['InitCallDto'];

export type LeaveType = Schemas['LeaveTypeResponseDto'];
export type LeaveTypeInput = Schemas['CreateLeaveTypeDto'];
export type AccrualUnit = LeaveType['accrual_unit'];
export type Holiday = Schemas['HolidayResponseDto'];
export type HolidayInput = Schemas['CreateHolidayDto'];
export type HolidayType = Holiday['type'];
export type WeeklyOffsInput = Schemas['WeeklyOffsDto'];
export type WeeklyOffsResult = Schemas['WeeklyOffsResultDto'];
export type LeaveRequest = Schemas['LeaveRequestResponseDto'];
export type LeaveRequestStatus = LeaveRequest['status'];
export type LeaveRequestInput = Schemas['CreateLeaveRequestDto'];
export type DayType = LeaveRequest['day_type'];
export type LeaveDecision = Schemas['LeaveDecisionDto'];
export type LeaveBalance = Schemas['LeaveBalanceResponseDto'];
export type LeaveTypeBalance = Schemas['LeaveTypeBalanceDto'];
export type LedgerEntry = Schemas['LedgerEntryDto'];
export type AccrualResult = Schemas['AccrualResultDto'];
export type LeaveAdjustmentInput = Schemas['AdjustBalanceDto'];
