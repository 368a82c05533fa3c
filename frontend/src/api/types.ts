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
