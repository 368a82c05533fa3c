/**
 * API shapes, taken from the types generated from openapi/openapi.json (`npm run schema -w frontend`
 * regenerates src/api/schema.d.ts after the API changes).
 */
import type { components } from './schema';

type Schemas = components['schemas'];

export type AppUser = Schemas['UserResponseDto'];
export type Role = AppUser['role'];
export type RegisterRequest = Schemas['RegisterDto'];
export type MessageResponse = Schemas['MessageResponseDto'];
export type MessageKind = MessageResponse['kind'];
export type MessageStatus = MessageResponse['status'];
/** The link messages' request bodies (POST /api/customers/send-message, -settlement, -foreclosure, -offer). */
export type PaymentMessageRequest = Schemas['PaymentMessageDto'];
export type SettlementMessageRequest = Schemas['SettlementMessageDto'];
export type ForeclosureMessageRequest = Schemas['ForeclosureMessageDto'];
export type OfferMessageRequest = Schemas['OfferMessageDto'];
/** MessageResponse.error, typed: the provider's reason a message failed. */
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
export type CustomerListRequest = Schemas['CustomerListRequestDto'];
export type CustomerListResponse = Schemas['CustomerListResponseDto'];
export type ListPagination = Schemas['PaginationDto'];
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

export type OfficeGeofence = Schemas['OfficeGeofence'];
export type AgentsCanSeeAllCustomersSetting = Schemas['AgentsCanSeeAllCustomersResponse'];
export type OfficeGeofencesSetting = Schemas['OfficeGeofencesResponse'];
export type LocationExemptEmailsSetting = Schemas['LocationExemptEmailsResponse'];

/** Every error body of the API. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error?: string;
  errors?: Record<string, string>;
}

/*
 * The dialer ("Tata") endpoints, typed by hand until openapi.json describes them (then replace these with
 * Schemas[...] aliases). All are admin-only on the server (403 for agents).
 */

/** GET /api/tata-user-sync. */
export interface TataUserSyncResult {
  /** CRM users now linked to a dialer agent. */
  matched: number;
  /** Links made by this run. */
  new: number;
  /** Dialer agents with no CRM user. */
  unmatched: number;
  /** Active CRM users with no dialer agent. */
  unlinked_users: number;
  message: string;
}

/** An item of GET /api/disposition-sync that exists only at the dialer. */
export interface DispositionProviderOnlyItem {
  kind: 'list' | 'status';
  name: string;
}

/** GET /api/disposition-sync. */
export interface DispositionSyncResult {
  created: number;
  updated: number;
  unchanged: number;
  provider_only: DispositionProviderOnlyItem[];
}

/** GET /api/tata/sync ("Sync leads"). */
export interface TataLeadSyncResult {
  /** Lead lists synced (one per lead cycle). */
  lists: number;
  /** Lead lists created by this run. */
  created: number;
  /** Customers pushed to the dialer. */
  leads: number;
}

/** One row of GET /api/tata/lead-list, and the answer of POST /api/tata/lead-list/{lead_list_id}/refresh. */
export interface TataLeadList {
  id: number;
  name: string;
  lead_list_id: string;
  lead_cycle_id: number | null;
  lead_count: number;
  /** ISO instant, or null when the list was never refreshed. */
  last_refreshed_at: string | null;
}

/**
 * The signed-in user's dialer call (POST /api/customers/init-call, POST /api/customers/hangup,
 * GET /api/calls/live, GET /api/calls/{id}/state). Written by hand until schema.d.ts is regenerated.
 */
export interface LiveCall {
  id: number;
  customer_id: number;
  phone_number: string;
  /** The call record's outcome (spec §3 call statuses). */
  status: 'initiated' | 'answered' | 'missed' | 'failed' | 'voicemail';
  /** Where the call is now. */
  state: 'initiated' | 'ringing' | 'answered' | 'ended';
  call_date_time: string;
  answered_at: string | null;
  ended_at: string | null;
  /** Talk time in seconds. */
  duration: number;
  has_recording: boolean;
}
export type LiveCallState = LiveCall['state'];
/** GET /api/calls/live: the user's call that has not ended, if any. */
export interface CurrentCallResponse {
  call: LiveCall | null;
}
/** POST /api/customers/init-call. */
export interface InitCallRequest {
  /** 10 digits starting 6-9. */
  customerNumber: string;
  customer_id: number;
}
