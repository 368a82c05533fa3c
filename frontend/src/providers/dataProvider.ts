import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, GetListResult, UpdateParams, UpdateManyParams } from 'react-admin';
import type {
  Acknowledgement,
  AgentAssignment,
  AppUser,
  AssignedAgent,
  BulkAssignRequest,
  BulkAssignResponse,
  CustomerDetail,
  CustomerListRequest,
  CustomerListResponse,
  DashboardStats,
  DeletedCustomers,
  OfficeGeofence,
} from '../api/types';
import { API_URL, api, httpClient } from './httpClient';
import { diffRecord } from './diff';

const base = simpleRestProvider(API_URL, httpClient);

function recordUrl(resource: string, id: string | number): string {
  return `${API_URL}/${resource}/${encodeURIComponent(String(id))}`;
}

/** A position sent with calls that need one (DECISIONS "Location": X-Geo-Latitude / X-Geo-Longitude). */
export interface GeoPosition {
  latitude: number;
  longitude: number;
}

/** The settings of GET/PUT /api/settings/{key}, by key. */
export interface SettingValues {
  agentsCanSeeAllCustomers: 'true' | 'false';
  officeGeofences: OfficeGeofence[];
  locationExemptEmails: string[];
}
export type SettingKey = keyof SettingValues;

/** Customer list filters as react-admin's getList carries them (the body of POST /api/customers/all-customer). */
export type CustomerListFilter = Omit<CustomerListRequest, 'page' | 'limit'>;

/** The calls that are not react-admin's CRUD, typed. Use through `useAppDataProvider()`. */
export interface AppDataProvider extends DataProvider {
  /** GET /api/customers/{loan}: every visible row of the loan (one per lead cycle), newest cycle first. */
  getCustomerRows(loanApplicationNo: string, position?: GeoPosition | null): Promise<CustomerDetail[]>;
  /** DELETE /api/customers/delete-lead/{loan}: the lead in every cycle. */
  deleteLead(loanApplicationNo: string): Promise<DeletedCustomers>;
  bulkAssignCustomers(request: BulkAssignRequest): Promise<BulkAssignResponse>;
  /** POST /api/dashboard/stats; no ids means the lead cycles of the current month. */
  getDashboardStats(leadCycleIds: number[]): Promise<DashboardStats>;
  getGroupAgents(groupId: number): Promise<AssignedAgent[]>;
  getActiveAgents(): Promise<AppUser[]>;
  assignAgent(assignment: AgentAssignment): Promise<Acknowledgement>;
  removeAgent(assignment: AgentAssignment): Promise<Acknowledgement>;
  getSetting<K extends SettingKey>(key: K): Promise<SettingValues[K]>;
  putSetting<K extends SettingKey>(key: K, value: SettingValues[K]): Promise<SettingValues[K]>;
}

/** POST /api/customers/all-customer answered in react-admin's list shape. */
async function getCustomerList(params: GetListParams): Promise<GetListResult> {
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  const filter = (params.filter ?? {}) as CustomerListFilter;
  const body: CustomerListRequest = { ...filter, page, limit: perPage as CustomerListRequest['limit'] };
  const { customers, pagination } = await api<CustomerListResponse>('/customers/all-customer', { method: 'POST', body });
  return {
    data: customers,
    total: pagination.totalItems,
    pageInfo: { hasNextPage: pagination.hasNextPage, hasPreviousPage: pagination.hasPreviousPage },
  };
}

/**
 * ra-data-simple-rest against /api, except that:
 * - updates are `PATCH /api/{resource}/{id}` carrying only the fields that changed (the API refuses unknown
 *   fields and the spec's calls are PATCHes);
 * - the customer list is `POST /api/customers/all-customer` (filters in the body, spec §7);
 * - the calls that are not CRUD are typed methods (AppDataProvider).
 */
export const dataProvider: AppDataProvider = {
  ...base,

  getList(resource: string, params: GetListParams) {
    if (resource === 'customers') return getCustomerList(params);
    return base.getList(resource, params);
  },

  async update(resource: string, params: UpdateParams) {
    const changes = diffRecord(params.data, params.previousData);
    if (Object.keys(changes).length === 0) {
      return { data: { ...params.previousData, ...params.data, id: params.id } };
    }
    const { json } = await httpClient(recordUrl(resource, params.id), {
      method: 'PATCH',
      body: JSON.stringify(changes),
    });
    return { data: json };
  },

  async updateMany(resource: string, params: UpdateManyParams) {
    const results = await Promise.all(
      params.ids.map((id) =>
        httpClient(recordUrl(resource, id), { method: 'PATCH', body: JSON.stringify(params.data) }),
      ),
    );
    return { data: results.map(({ json }) => json.id) };
  },

  getCustomerRows(loanApplicationNo, position) {
    const headers: Record<string, string> = {};
    if (position) {
      headers['X-Geo-Latitude'] = String(position.latitude);
      headers['X-Geo-Longitude'] = String(position.longitude);
    }
    return api<CustomerDetail[]>(`/customers/${encodeURIComponent(loanApplicationNo)}`, { headers });
  },

  deleteLead(loanApplicationNo) {
    return api<DeletedCustomers>(`/customers/delete-lead/${encodeURIComponent(loanApplicationNo)}`, { method: 'DELETE' });
  },

  bulkAssignCustomers(request) {
    return api<BulkAssignResponse>('/customers/bulk-assign', { method: 'POST', body: request });
  },

  getDashboardStats(leadCycleIds) {
    return api<DashboardStats>('/dashboard/stats', { method: 'POST', body: { lead_cycle_ids: leadCycleIds } });
  },

  getGroupAgents(groupId) {
    return api<AssignedAgent[]>(`/groups/${groupId}/agents`);
  },

  getActiveAgents() {
    return api<AppUser[]>('/users/agents?active=true');
  },

  assignAgent(assignment) {
    return api<Acknowledgement>('/groups/agent-assignments', { method: 'POST', body: assignment });
  },

  removeAgent(assignment) {
    return api<Acknowledgement>('/groups/agent-assignments', { method: 'DELETE', body: assignment });
  },

  async getSetting(key) {
    const { value } = await api<{ key: string; value: any }>(`/settings/${key}`);
    return value;
  },

  async putSetting(key, value) {
    const answer = await api<{ key: string; value: any }>(`/settings/${key}`, { method: 'PUT', body: { value } });
    return answer.value;
  },
};
