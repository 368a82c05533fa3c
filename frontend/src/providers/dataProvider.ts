import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, GetListResult, UpdateParams, UpdateManyParams } from 'react-admin';
import type { CustomerListRequest, CustomerListResponse } from '../api/types';
import { API_URL, api, httpClient } from './httpClient';
import { diffRecord } from './diff';

const base = simpleRestProvider(API_URL, httpClient);

function recordUrl(resource: string, id: string | number): string {
  return `${API_URL}/${resource}/${encodeURIComponent(String(id))}`;
}

/** Customer list filters as react-admin's getList carries them (the body of POST /api/customers/all-customer). */
export type CustomerListFilter = Omit<CustomerListRequest, 'page' | 'limit'>;

/** POST /api/customers/all-customer answered in react-admin's list shape (`meta.totalIsEstimate`: the total is an estimate). */
async function getCustomerList(params: GetListParams): Promise<GetListResult> {
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  const filter = (params.filter ?? {}) as CustomerListFilter;
  const body: CustomerListRequest = { ...filter, page, limit: perPage as CustomerListRequest['limit'] };
  const { customers, pagination } = await api<CustomerListResponse>('/customers/all-customer', { method: 'POST', body });
  return {
    data: customers,
    total: pagination.totalItems,
    pageInfo: { hasNextPage: pagination.hasNextPage, hasPreviousPage: pagination.hasPreviousPage },
    meta: { totalIsEstimate: pagination.totalIsEstimate },
  };
}

/**
 * ra-data-simple-rest against /api, except that:
 * - updates are `PATCH /api/{resource}/{id}` carrying only the fields that changed (the API refuses unknown
 *   fields and the spec's calls are PATCHes);
 * - the customer list is `POST /api/customers/all-customer` (filters in the body, spec §7).
 *
 * Record lists only: every other call is a hook in the feature's `*-api.ts` on `useApi`.
 */
export const dataProvider: DataProvider = {
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
};
