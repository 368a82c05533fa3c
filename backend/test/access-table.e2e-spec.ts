/**
 * Who may call what. Every operation of openapi/openapi.json has one row here with the status an anonymous
 * caller, an agent and an admin get. An operation without a row fails the suite, so no route ships without a
 * decision about who may call it. Bodies are chosen so that an allowed caller gets a meaningful status.
 *
 * API keys are checked on every operation too, from the scope the document declares for it (the same @Scope()
 * the guard reads): a key with that scope gets what an admin gets (`key` overrides), a key with other scopes 403,
 * a revoked or an expired key 401. An operation without a scope is closed to every key (403).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Response } from 'supertest';
import { API_SCOPES, type ApiScope } from '../src/common/security/api-scopes.js';
import { BusinessClock } from '../src/common/time/business-clock.js';
import { CoverageRulesService } from '../src/modules/coverage/coverage-rules.service.js';
import { GroupLoansService } from '../src/modules/coverage/group-loans.service.js';
import type { Customer } from '../src/modules/customers/entities/customer.entity.js';
import type { DispositionStatus } from '../src/modules/dispositions/entities/disposition-status.entity.js';
import type { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { auditedQuery } from './support/audited.js';
import { factories, type Factories } from './support/factories.js';
import { holidayFixture, leaveRequestFixture, leaveTypeFixture } from './support/leave-fixtures.js';
import { inPool } from './support/pool.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

interface Fixtures {
  t: TestApp;
  make: Factories;
  otherAgent: User;
  cycle: LeadCycle;
  /** A customer in a group no test agent belongs to. */
  hiddenCustomer: Customer;
  /** An enabled no-contact disposition (needs no reason or follow-up). */
  ncStatus: DispositionStatus;
}
interface Row {
  anonymous: number;
  agent: number;
  admin: number;
  /** Body to send; called once per caller, so each call can use fresh records. */
  body?: (f: Fixtures) => object | Promise<object>;
  /** Values for the path's {placeholders}; default {id} = another agent's id. */
  params?: (f: Fixtures) => Promise<Record<string, string | number>>;
  query?: string;
  /** An event stream: an allowed caller's answer never ends, so only its status and first bytes are read. */
  stream?: true;
  /** The row changes its caller's own state (signs out, checks in): it gets a newly signed-in user, not the shared one. */
  fresh?: true;
  /** What a key with the operation's scope gets, when not what an admin gets. */
  key?: number;
  /** The server runs it one at a time (a 409 while another runs): its checks run by themselves, after the others. */
  alone?: true;
}

let sequence = 0;
/** A loan of a fresh group to a fresh agent for today. */
const loanBody = async (f: Fixtures) => ({
  group_id: (await f.make.group()).id, agent_ids: [(await f.t.createUser({ role: 'agent' })).id], start_date: today(f), end_date: today(f), reason: 'Access check',
});
/** A fresh customer marked do not contact (so clearing the mark has one to clear). */
const markedCustomer = async (f: Fixtures) => {
  const customer = await f.make.customer(f.cycle);
  await auditedQuery(f.t.dataSource, 'customer', `INSERT INTO customer_do_not_contact (loan_application_no, reason, set_at) VALUES ($1, 'legal', now())`, [customer.loanApplicationNo]);
  return customer.id;
};
const uniqueEmail = () => `access${++sequence}.${Date.now()}@example.com`;

const ACCESS: Record<string, Row> = {
  'GET /api/health': { anonymous: 200, agent: 200, admin: 200 },
  'GET /api/app-config': { anonymous: 200, agent: 200, admin: 200 },
  'POST /api/auth/login': { anonymous: 400, agent: 400, admin: 400, body: () => ({}) },
  'POST /api/auth/register': {
    anonymous: 201,
    agent: 201,
    admin: 201,
    body: () => ({ name: 'New Agent', email: uniqueEmail(), password: 'secret1', role: 'agent' }),
  },
  'POST /api/auth/logout': { anonymous: 200, agent: 200, admin: 200, fresh: true },
  'POST /api/auth/reset-password': { anonymous: 401, agent: 400, admin: 400, body: () => ({ oldPassword: 'wrong-one', newPassword: 'N3w!Password' }) },
  'GET /api/user': { anonymous: 401, agent: 200, admin: 200 },
  'GET /api/audit': { anonymous: 401, agent: 403, admin: 200 },
  'POST /api/api-keys': { anonymous: 401, agent: 403, admin: 201, body: () => ({ name: 'Access key', scopes: ['calls:read'] }) },
  'GET /api/api-keys': { anonymous: 401, agent: 403, admin: 200 },
  'DELETE /api/api-keys/{id}': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: await accessKey(f) }) },
  'POST /api/api-keys/{id}/rotate': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: await accessKey(f) }), body: () => ({ grace_hours: 24 }) },
  'GET /api/users': { anonymous: 401, agent: 403, admin: 200, query: 'range=[0,9]' },
  'POST /api/users': {
    anonymous: 401,
    agent: 403,
    admin: 201,
    body: () => ({ name: 'Created User', email: uniqueEmail(), password: 'secret1', role: 'agent' }),
  },
  'GET /api/users/agents': { anonymous: 401, agent: 403, admin: 200, query: 'active=true' },
  'GET /api/users/{id}': { anonymous: 401, agent: 403, admin: 200 },
  'PATCH /api/users/{id}': { anonymous: 401, agent: 403, admin: 200, body: () => ({ name: 'Renamed Agent' }) },

  'GET /api/settings/agentsCanSeeAllCustomers': { anonymous: 401, agent: 200, admin: 200 },
  'PUT /api/settings/agentsCanSeeAllCustomers': { anonymous: 401, agent: 403, admin: 200, body: () => ({ value: 'false' }) },
  'GET /api/settings/officeGeofences': { anonymous: 401, agent: 403, admin: 200 },
  'PUT /api/settings/officeGeofences': { anonymous: 401, agent: 403, admin: 200, body: () => ({ value: [] }) },
  'GET /api/settings/locationExemptEmails': { anonymous: 401, agent: 403, admin: 200 },
  'PUT /api/settings/locationExemptEmails': { anonymous: 401, agent: 403, admin: 200, body: () => ({ value: [] }) },
  'GET /api/settings/messageLinkHosts': { anonymous: 401, agent: 403, admin: 200 },
  'PUT /api/settings/messageLinkHosts': { anonymous: 401, agent: 403, admin: 200, body: () => ({ value: [] }) },
  'GET /api/settings/documentRetentionDays': { anonymous: 401, agent: 403, admin: 200 },
  'PUT /api/settings/documentRetentionDays': { anonymous: 401, agent: 403, admin: 200, body: () => ({ value: 180 }) },
  'GET /api/settings/maskCustomerNumbersForAgents': { anonymous: 401, agent: 403, admin: 200 },
  'PUT /api/settings/maskCustomerNumbersForAgents': { anonymous: 401, agent: 403, admin: 200, body: () => ({ value: false }) },
  'GET /api/settings/maxCallAttemptsPerDay': { anonymous: 401, agent: 403, admin: 200 },
  'PUT /api/settings/maxCallAttemptsPerDay': { anonymous: 401, agent: 403, admin: 200, body: () => ({ value: 0 }) },

  'GET /api/lead-cycles': { anonymous: 401, agent: 200, admin: 200 },
  'POST /api/lead-cycles': {
    anonymous: 401,
    agent: 403,
    admin: 201,
    body: (f) => ({ name: 'Overdue', lead_cycle_start_date: f.t.app.get(BusinessClock).today(), lead_cycle_end_date: '2099-12-31' }),
  },
  'DELETE /api/lead-cycles/{id}': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: (await f.make.leadCycle()).id }) },

  'GET /api/groups': { anonymous: 401, agent: 200, admin: 200 },
  'POST /api/groups': { anonymous: 401, agent: 403, admin: 201, body: () => ({ name: `Access Group ${++sequence}` }) },
  'POST /api/groups/agent-assignments': {
    anonymous: 401,
    agent: 403,
    admin: 201,
    body: async (f) => ({ agent_id: (await f.t.createUser()).id, group_id: (await f.make.group()).id }),
  },
  'DELETE /api/groups/agent-assignments': {
    anonymous: 401,
    agent: 403,
    admin: 200,
    body: async (f) => {
      const [agent, group] = [await f.t.createUser(), await f.make.group()];
      await f.make.assign(agent.id, group.id);
      return { agent_id: agent.id, group_id: group.id };
    },
  },
  'GET /api/groups/{id}': { anonymous: 401, agent: 404, admin: 200, params: async (f) => ({ id: (await f.make.group()).id }) },
  'PATCH /api/groups/{id}': {
    anonymous: 401,
    agent: 403,
    admin: 200,
    params: async (f) => ({ id: (await f.make.group()).id }),
    body: () => ({ description: 'Renamed' }),
  },
  'DELETE /api/groups/{id}': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: (await f.make.group()).id }) },
  'GET /api/groups/{id}/agents': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: (await f.make.group()).id }) },
  // Coverage (issue 30): admin only.
  'GET /api/group-loans': { anonymous: 401, agent: 403, admin: 200 },
  'POST /api/group-loans': { anonymous: 401, agent: 403, admin: 201, body: loanBody },
  'DELETE /api/group-loans/{id}': {
    anonymous: 401,
    agent: 403,
    admin: 200,
    params: async (f) => ({ id: (await f.t.app.get(GroupLoansService).create(await loanBody(f))).id }),
  },
  'GET /api/coverage': { anonymous: 401, agent: 403, admin: 200 },
  'GET /api/coverage/forecast': { anonymous: 401, agent: 403, admin: 200 },
  'GET /api/coverage/leave-impact': { anonymous: 401, agent: 403, admin: 404, query: 'leave_request_id=2147483647' },
  'PUT /api/groups/{id}/coverage-rule': {
    anonymous: 401,
    agent: 403,
    admin: 200,
    params: async (f) => ({ id: (await f.make.group()).id }),
    body: async (f) => ({ pool_group_ids: [(await f.make.group()).id], check_in_deadline: '11:00' }),
  },
  'GET /api/groups/{id}/coverage-rule': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: (await f.make.group()).id }) },
  'DELETE /api/groups/{id}/coverage-rule': {
    anonymous: 401,
    agent: 403,
    admin: 200,
    params: async (f) => {
      const id = (await f.make.group()).id;
      await f.t.app.get(CoverageRulesService).set(id, { pool_group_ids: [(await f.make.group()).id], check_in_deadline: '11:00' });
      return { id };
    },
  },
  'GET /api/settings/coverageWorkPerAgent': { anonymous: 401, agent: 403, admin: 200 },
  'PUT /api/settings/coverageWorkPerAgent': { anonymous: 401, agent: 403, admin: 200, body: () => ({ value: 40 }) },

  'POST /api/customers/all-customer': { anonymous: 401, agent: 200, admin: 200, body: () => ({}) },
  'POST /api/customers/bulk-assign': {
    anonymous: 401,
    agent: 403,
    admin: 200,
    body: (f) => ({ customer_ids: [f.hiddenCustomer.id], group_id: f.hiddenCustomer.groupId }),
  },
  'DELETE /api/customers/delete-lead/{loan_application_no}': {
    anonymous: 401,
    agent: 403,
    admin: 200,
    params: async (f) => ({ loan_application_no: (await f.make.customer(f.cycle)).loanApplicationNo }),
  },
  // An agent outside the customer's group gets 404, as if it did not exist.
  'GET /api/customers/{id}': {
    anonymous: 401,
    agent: 404,
    admin: 200,
    params: async (f) => ({ id: f.hiddenCustomer.loanApplicationNo }),
  },
  'DELETE /api/customers/{id}': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: (await f.make.customer(f.cycle)).id }) },
  'PUT /api/customers/{id}/do-not-contact': {
    anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: (await f.make.customer(f.cycle)).id }), body: () => ({ reason: 'customer_request' }),
  },
  'DELETE /api/customers/{id}/do-not-contact': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: await markedCustomer(f) }) },

  // Without a file part the upload is refused as a 400 once past the role check.
  'POST /api/customers/upload-csv': { anonymous: 401, agent: 403, admin: 400, body: () => ({}) },
  'POST /api/customers/bulk': { anonymous: 401, agent: 403, admin: 404, body: (f) => ({ leadCycle: f.cycle.id }) },
  // Its wide body is parsed only for an admin's session, before a key is authenticated: a key reaches it without one.
  'POST /api/customers/download-failed-csv': { anonymous: 401, agent: 403, admin: 200, key: 400, body: () => ({ failedRecords: [] }) },
  'GET /api/customers/import/columns': { anonymous: 401, agent: 403, admin: 200 },
  'GET /api/customers/import/sample-csv': { anonymous: 401, agent: 403, admin: 200 },

  'GET /api/disposition/lists': { anonymous: 401, agent: 200, admin: 200 },
  'POST /api/disposition/lists': { anonymous: 401, agent: 403, admin: 201, body: () => ({ name: `Access List ${++sequence}` }) },
  'PATCH /api/disposition/lists/{id}': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: (await f.make.dispositionList()).id }), body: () => ({ description: 'x' }) },
  'DELETE /api/disposition/lists/{id}': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: (await f.make.dispositionList()).id }) },
  'POST /api/disposition/disable-list/{id}': {
    anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: (await f.make.dispositionList()).id }), body: () => ({ status: 'disabled' }),
  },
  'GET /api/disposition/statuses': { anonymous: 401, agent: 200, admin: 200 },
  'POST /api/disposition/statuses': {
    anonymous: 401, agent: 403, admin: 201, body: async (f) => ({ disposition_list_id: (await f.make.dispositionList()).id, name: 'Access Status', code: 'AS' }),
  },
  'GET /api/disposition/active-statuses': { anonymous: 401, agent: 200, admin: 200 },
  'PATCH /api/disposition/statuses/{id}': {
    anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: (await f.make.dispositionStatus(await f.make.dispositionList())).id }), body: () => ({ name: 'Renamed' }),
  },
  'DELETE /api/disposition/statuses/{id}': {
    anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: (await f.make.dispositionStatus(await f.make.dispositionList())).id }),
  },
  'POST /api/disposition/disable-disposition-status/{id}': {
    anonymous: 401, agent: 403, admin: 200,
    params: async (f) => ({ id: (await f.make.dispositionStatus(await f.make.dispositionList())).id }), body: () => ({ status: 'disabled' }),
  },
  // The customer is in a group no test agent belongs to: agents get 404 as if it did not exist.
  'GET /api/customers/{id}/feedback': { anonymous: 401, agent: 404, admin: 200, params: async (f) => ({ id: f.hiddenCustomer.id }) },
  'POST /api/customers/{id}/feedback': {
    anonymous: 401, agent: 404, admin: 201, params: async (f) => ({ id: f.hiddenCustomer.id }), body: (f) => ({ disposition_status_id: f.ncStatus.id }),
  },
  'GET /api/customers/{id}/promises': { anonymous: 401, agent: 404, admin: 200, params: async (f) => ({ id: f.hiddenCustomer.id }) },
  'POST /api/payments': {
    anonymous: 401, agent: 403, admin: 201,
    body: (f) => ({ customer_id: f.hiddenCustomer.id, amount: 100, paid_date: '2020-01-01', reference: `ACCESS-${++sequence}-${Date.now()}` }),
  },
  'POST /api/customers/{id}/payments': {
    anonymous: 401, agent: 403, admin: 201, params: async (f) => ({ id: f.hiddenCustomer.id }),
    body: () => ({ amount: 100, paid_date: '2020-01-01', reference: `ACCESS-${++sequence}-${Date.now()}` }),
  },
  'GET /api/worklist': { anonymous: 401, agent: 200, admin: 200 },
  'GET /api/activity': { anonymous: 401, agent: 200, admin: 200 },
  'GET /api/notifications': { anonymous: 401, agent: 200, admin: 200 },
  'GET /api/notifications/unread-count': { anonymous: 401, agent: 200, admin: 200 },
  'GET /api/notifications/stream': { anonymous: 401, agent: 200, admin: 200, stream: true },
  'POST /api/notifications/read-all': { anonymous: 401, agent: 200, admin: 200 },
  // Someone else's notification is not found, for admins too.
  'PATCH /api/notifications/{id}': {
    anonymous: 401, agent: 404, admin: 404, body: () => ({ read: true }),
    params: async (f) => ({ id: (await f.t.dataSource.query(`INSERT INTO notifications (user_id, kind, title, created_at) VALUES ($1, 'promise_broken', 'x', now()) RETURNING id`, [f.otherAgent.id]))[0].id }),
  },
  'GET /api/calls': { anonymous: 401, agent: 200, admin: 200 },
  'GET /api/calls/{id}': { anonymous: 401, agent: 404, admin: 200, params: async (f) => ({ id: (await f.make.call(f.hiddenCustomer, null)).id }) },
  'PUT /api/calls/{id}': {
    anonymous: 401, agent: 404, admin: 200, params: async (f) => ({ id: (await f.make.call(f.hiddenCustomer, null)).id }), body: () => ({ notes: 'x' }),
  },
  'DELETE /api/calls/{id}': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: (await f.make.call(f.hiddenCustomer, null)).id }) },
  'GET /api/calls/{id}/recording': { anonymous: 401, agent: 404, admin: 404, params: async (f) => ({ id: (await f.make.call(f.hiddenCustomer, null)).id }) },

  'POST /api/customers/send-message': {
    anonymous: 401, agent: 404, admin: 201,
    body: (f) => ({ customer_id: f.hiddenCustomer.id, toNumber: f.hiddenCustomer.mobile, customer_name: 'Access', payment_link: 'https://pay.example.in/a' }),
  },
  'POST /api/customers/send-settlement': {
    anonymous: 401, agent: 404, admin: 201,
    body: (f) => ({ customer_id: f.hiddenCustomer.id, toNumber: f.hiddenCustomer.mobile, customer_name: 'Access', payment_link: 'https://pay.example.in/a' }),
  },
  'POST /api/customers/send-foreclosure': {
    anonymous: 401, agent: 404, admin: 201,
    body: (f) => ({ customer_id: f.hiddenCustomer.id, toNumber: f.hiddenCustomer.mobile, customer_name: 'Access', payment_link: 'https://pay.example.in/a' }),
  },
  'POST /api/customers/send-offer': {
    anonymous: 401, agent: 404, admin: 201,
    body: (f) => ({ customer_id: f.hiddenCustomer.id, toNumber: f.hiddenCustomer.mobile, customer_name: 'Access', payment_link: 'https://pay.example.in/a' }),
  },
  'GET /api/customers/{id}/messages': { anonymous: 401, agent: 404, admin: 200, params: async (f) => ({ id: f.hiddenCustomer.id }) },
  // Public, but only with Meta's verify token / signature.
  'GET /api/webhooks/whatsapp': { anonymous: 403, agent: 403, admin: 403, query: 'hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1' },
  'POST /api/webhooks/whatsapp': { anonymous: 403, agent: 403, admin: 403, body: () => ({ object: 'whatsapp_business_account', entry: [] }) },

  // Telephony: an empty body is refused before any check that depends on the time of day (the calling window).
  'POST /api/customers/init-call': { anonymous: 401, agent: 400, admin: 400, body: () => ({}) },
  'POST /api/customers/hangup': { anonymous: 401, agent: 409, admin: 409 },
  'GET /api/calls/live': { anonymous: 401, agent: 200, admin: 200 },
  'GET /api/calls/{id}/state': { anonymous: 401, agent: 404, admin: 200, params: async (f) => ({ id: (await f.make.call(f.hiddenCustomer, null)).id }) },
  // Public, but only with the shared secret.
  'POST /api/webhooks/tata/{secret}': { anonymous: 401, agent: 401, admin: 401, params: async () => ({ secret: 'wrong' }), body: () => ({ uuid: 'x' }) },
  'GET /api/webhooks/tata/{secret}': { anonymous: 401, agent: 401, admin: 401, params: async () => ({ secret: 'wrong' }) },
  'GET /api/tata-user-sync': { anonymous: 401, agent: 403, admin: 200, alone: true },
  'GET /api/disposition-sync': { anonymous: 401, agent: 403, admin: 200, alone: true },
  'GET /api/tata/sync': { anonymous: 401, agent: 403, admin: 200, alone: true },
  'POST /api/tata-user-sync': { anonymous: 401, agent: 403, admin: 200, alone: true },
  'POST /api/disposition-sync': { anonymous: 401, agent: 403, admin: 200, alone: true },
  'POST /api/tata/sync': { anonymous: 401, agent: 403, admin: 200, alone: true },
  'GET /api/tata/lead-list': { anonymous: 401, agent: 403, admin: 200 },
  'POST /api/tata/lead-list/{leadListId}/refresh': { anonymous: 401, agent: 403, admin: 404, params: async () => ({ leadListId: 'none' }) },

  'POST /api/dashboard/stats': { anonymous: 401, agent: 200, admin: 200, body: () => ({ lead_cycle_ids: [] }) },

  // Employee profile: nobody here has one yet (404); submitting is the agent's own, changing any profile the admin's.
  'GET /api/employee/get-employee-details': { anonymous: 401, agent: 404, admin: 404 },
  'POST /api/employee/add-employee-details': { anonymous: 401, agent: 400, admin: 403, body: () => ({}) },
  'PUT /api/employee/update-employee-details': { anonymous: 401, agent: 403, admin: 404, body: () => ({ id: 2147483647 }) },
  // Not multipart: refused before anything is read.
  'POST /api/employee/upload/{kind}': { anonymous: 401, agent: 400, admin: 400, params: async () => ({ kind: 'pan' }), body: () => ({}) },
  // User 1's key: another user's file for an agent (403); an admin may read it, but there is no such file (404).
  'GET /api/employee/file': { anonymous: 401, agent: 403, admin: 404, query: 'key=uploads/1/pan-0123456789abcdef0123456789abcdef.jpg&reason=Access%20check' },
  'POST /api/employee/{user_id}/purge-documents': {
    anonymous: 401,
    agent: 403,
    admin: 404,
    params: async () => ({ user_id: 2147483647 }),
    body: () => ({ reason: 'Access check' }),
  },
  // Leave: agents read types, holidays and their own requests and balance; admins manage the rest.
  'GET /api/leave/leave-types': { anonymous: 401, agent: 200, admin: 200 },
  'POST /api/leave/leave-types': {
    anonymous: 401, agent: 403, admin: 201,
    body: () => ({ name: 'Access leave', code: `AL${++sequence}`, accrual_rate: 1, accrual_unit: 'month', max_per_accrual_unit: 2 }),
  },
  'PUT /api/leave/leave-types/{id}': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: await leaveTypeFixture(f.t.dataSource) }), body: () => ({ accrual_rate: 2 }) },
  'DELETE /api/leave/leave-types/{id}': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: await leaveTypeFixture(f.t.dataSource) }) },
  'GET /api/leave/holidays': { anonymous: 401, agent: 200, admin: 200, query: 'start_date=2026-01-01&end_date=2026-12-31' },
  'GET /api/leave/holiday-policies': { anonymous: 401, agent: 200, admin: 200 },
  'POST /api/leave/holiday-policies': {
    anonymous: 401, agent: 403, admin: 201, body: () => ({ name: `Access day ${++sequence}`, date: '2031-01-01', type: 'MANDATORY' }),
  },
  'POST /api/leave/holiday-policies/weekly-offs': { anonymous: 401, agent: 403, admin: 201, body: () => ({ year: 2040, weekdays: [0] }) },
  'PUT /api/leave/holiday-policies/{id}': {
    anonymous: 401, agent: 403, admin: 200,
    params: async (f) => ({ id: await holidayFixture(f.t.dataSource) }),
    body: () => ({ description: 'Changed' }),
  },
  'DELETE /api/leave/holiday-policies/{id}': {
    anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: await holidayFixture(f.t.dataSource) }),
  },
  'GET /api/leave/leave-requests': { anonymous: 401, agent: 200, admin: 200 },
  // A fresh agent has no balance of any type: a meaningful refusal, not a pass.
  'POST /api/leave/leave-requests': {
    anonymous: 401, agent: 400, admin: 403, body: () => ({ type: 'NONE', start_date: '2090-01-01', end_date: '2090-01-01', day_type: 'full', reason: 'Access' }),
  },
  'PATCH /api/leave/leave-requests/{id}/withdraw': {
    anonymous: 401, agent: 403, admin: 403, params: async (f) => ({ id: await leaveRequestFixture(f.t.dataSource, f.otherAgent.id) }),
  },
  'PATCH /api/leave/leave-requests/{id}/admin-withdraw': {
    anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: await leaveRequestFixture(f.t.dataSource, f.otherAgent.id) }), body: () => ({ action: 'cancel' }),
  },
  'PATCH /api/leave/leave-requests/{id}/status': {
    anonymous: 401, agent: 403, admin: 200,
    params: async (f) => ({ id: await leaveRequestFixture(f.t.dataSource, f.otherAgent.id) }),
    body: () => ({ status: 'rejected', rejectionReason: 'Access check', version: 1 }),
  },
  // Default {userId}: another agent's balance.
  'GET /api/leave/leave-balances/{userId}': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ userId: f.otherAgent.id }) },
  'POST /api/leave/leave-balances/{userId}/adjustments': {
    anonymous: 401, agent: 403, admin: 201,
    params: async (f) => ({ userId: f.otherAgent.id }),
    body: async (f) => ({ leave_type_id: await leaveTypeFixture(f.t.dataSource), amount: 1, reason: 'Access check' }),
  },
  'POST /api/leave/run-monthly-accrual': { anonymous: 401, agent: 403, admin: 200 },
  'POST /api/leave/fix-missing-balances': { anonymous: 401, agent: 403, admin: 200, body: (f) => ({ email: f.otherAgent.email }) },
  'GET /api/attendance/payroll-cycles': { anonymous: 401, agent: 200, admin: 200, query: 'year=2026' },
  'GET /api/attendance/today/{userId}': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ userId: f.otherAgent.id }) },
  'POST /api/attendance/check-in': { anonymous: 401, agent: 201, admin: 201, body: () => HERE, fresh: true },
  'POST /api/attendance/check-out': { anonymous: 401, agent: 409, admin: 409, body: () => HERE, fresh: true },
  'GET /api/attendance': { anonymous: 401, agent: 200, admin: 200 },
  'GET /api/attendance/with-absent': { anonymous: 401, agent: 200, admin: 200 },
  'GET /api/attendance/summary': { anonymous: 401, agent: 200, admin: 200 },
  'GET /api/attendance/stats': { anonymous: 401, agent: 403, admin: 200 },
  'GET /api/attendance/stats.csv': { anonymous: 401, agent: 403, admin: 200 },
  'GET /api/reports/cycles': { anonymous: 401, agent: 403, admin: 200, query: 'lending_partner=Axis%20Finance' },
  'GET /api/reports/cycles.csv': { anonymous: 401, agent: 403, admin: 200, query: 'lending_partner=Axis%20Finance' },
  'GET /api/reports/agents': { anonymous: 401, agent: 403, admin: 200, query: 'lending_partner=Axis%20Finance' },
  'GET /api/reports/agents.csv': { anonymous: 401, agent: 403, admin: 200, query: 'lending_partner=Axis%20Finance' },
  'GET /api/reports/groups': { anonymous: 401, agent: 403, admin: 200, query: 'lending_partner=Axis%20Finance' },
  'GET /api/reports/groups.csv': { anonymous: 401, agent: 403, admin: 200, query: 'lending_partner=Axis%20Finance' },
  'GET /api/reports/dispositions': { anonymous: 401, agent: 403, admin: 200, query: 'lending_partner=Axis%20Finance' },
  'GET /api/reports/dispositions.csv': { anonymous: 401, agent: 403, admin: 200, query: 'lending_partner=Axis%20Finance' },
  'GET /api/reports/me': { anonymous: 401, agent: 200, admin: 200 },
  'GET /api/reports/me.csv': { anonymous: 401, agent: 200, admin: 200 },
  'GET /api/attendance/requests/pending': { anonymous: 401, agent: 403, admin: 200 },
  // Agents may apply only for themselves; admins for anyone.
  'POST /api/attendance/request': {
    anonymous: 401,
    agent: 403,
    admin: 201,
    body: async (f) => ({ user_id: (await employedSinceBeforeYesterday(f)).id, date: requestableDay(f), login_time: '09:00', logout_time: '18:00', reason: 'Forgot to check in' }),
  },
  'PATCH /api/attendance/requests/{id}': {
    anonymous: 401,
    agent: 403,
    admin: 200,
    params: async (f) => ({ id: await openRequest(f) }),
    body: () => ({ login_time: '10:00', logout_time: '18:00', reason: 'Edited' }),
  },
  'PATCH /api/attendance/requests/{id}/withdraw': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: await openRequest(f) }) },
  'PATCH /api/attendance/requests/{id}/status': {
    anonymous: 401,
    agent: 403,
    admin: 200,
    params: async (f) => ({ id: await openRequest(f) }),
    body: () => ({ status: 'reject', rejectionReason: 'No proof', version: 1 }),
  },
  'POST /api/attendance/requests/bulk-status': {
    anonymous: 401,
    agent: 403,
    admin: 201,
    body: async (f) => ({ requests: [{ id: await openRequest(f), version: 1 }], status: 'reject', rejectionReason: 'No proof' }),
  },
  'PUT /api/attendance/{id}': {
    anonymous: 401,
    agent: 403,
    admin: 200,
    params: async () => ({ id: 0 }),
    body: async (f) => ({ user_id: (await f.t.createUser()).id, date: today(f), status: 'present' }),
  },
  'DELETE /api/attendance/{id}': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: await openRequest(f) }) },

  'GET /api/webhook-endpoints': { anonymous: 401, agent: 403, admin: 200 },
  'POST /api/webhook-endpoints': { anonymous: 401, agent: 403, admin: 201, body: () => ({ url: 'https://hooks.example.com/crm', events: ['payment.recorded'] }) },
  'GET /api/webhook-endpoints/{id}': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: await webhookEndpoint(f) }) },
  'PATCH /api/webhook-endpoints/{id}': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: await webhookEndpoint(f) }), body: () => ({ enabled: false }) },
  'DELETE /api/webhook-endpoints/{id}': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: await webhookEndpoint(f) }) },
  'POST /api/webhook-endpoints/{id}/test': { anonymous: 401, agent: 403, admin: 201, params: async (f) => ({ id: await webhookEndpoint(f) }) },
  'GET /api/webhook-endpoints/{id}/deliveries': { anonymous: 401, agent: 403, admin: 200, params: async (f) => ({ id: await webhookEndpoint(f) }), query: 'range=[0,9]' },
  'POST /api/webhook-endpoints/{id}/replay': { anonymous: 401, agent: 403, admin: 201, params: async (f) => ({ id: await webhookEndpoint(f) }), body: () => ({ since: '2026-01-01T00:00:00Z' }) },
  'POST /api/webhook-deliveries/{id}/replay': { anonymous: 401, agent: 403, admin: 201, params: async (f) => ({ id: await webhookDelivery(f) }) },
};

/** A webhook endpoint nobody receives at (the suite delivers nothing). */
async function webhookEndpoint(f: Fixtures): Promise<number> {
  const [row]: { id: number }[] = await f.t.dataSource.query(
    `INSERT INTO webhook_endpoints (url, events, secret, created_at, updated_at) VALUES ('https://hooks.example.com/x', '{payment.recorded}', 'whsec_dGVzdA==', now(), now()) RETURNING id`,
  );
  return row.id;
}

/** A delivered test event of a fresh endpoint. */
async function webhookDelivery(f: Fixtures): Promise<number> {
  const endpointId = await webhookEndpoint(f);
  const eventId = `evt_access_${endpointId}`;
  await f.t.dataSource.query(`INSERT INTO webhook_events (id, type, body, created_at) VALUES ($1, 'test.ping', '{}', now())`, [eventId]);
  const [row]: { id: number }[] = await f.t.dataSource.query(
    `INSERT INTO webhook_deliveries (endpoint_id, event_id, status, attempts, next_attempt_at, created_at) VALUES ($1, $2, 'succeeded', 1, now(), now()) RETURNING id::int`,
    [endpointId, eventId],
  );
  return row.id;
}

/**
 * Routes outside openapi.json, mounted only under TEST_CLOCK_CONTROL (this suite turns it on); the clock is put back
 * by the last row. test/test-support.e2e-spec.ts shows they are not there without the flag.
 */
const TEST_ONLY_ACCESS: Record<string, Row> = {
  'GET /api/test-support/clock': { anonymous: 401, agent: 403, admin: 200 },
  'PUT /api/test-support/clock': { anonymous: 401, agent: 403, admin: 200, body: (f) => ({ now: f.t.clock.now().toISOString() }) },
  'POST /api/test-support/jobs/{name}': { anonymous: 401, agent: 403, admin: 200, params: async () => ({ name: 'promise-decisions' }) },
  'DELETE /api/test-support/clock': { anonymous: 401, agent: 403, admin: 200 },
};

const HERE = { latitude: 12.9716, longitude: 77.5946, accuracy: 20 };
const today = (f: Fixtures) => f.t.app.get(BusinessClock).today();
/**
 * Yesterday: its working hours are over whatever the hour now, so a request's times (which must lie within them
 * and not in the future) are valid at any time of day. Today's 09:00 is in the future before 09:00.
 */
const requestableDay = (f: Fixtures) => f.t.app.get(BusinessClock).dayOf(new Date(f.t.clock.now().getTime() - 24 * 3_600_000));

/** A new active key's id. */
async function accessKey(f: Fixtures): Promise<number> {
  const [row] = await f.t.dataSource.query(
    `INSERT INTO api_keys (key_id, name, scopes, secret_hash, created_by, created_at) VALUES (substr(md5(random()::text), 1, 12), 'Access', '{calls:read}', sha256('x'), $1, now()) RETURNING id`,
    [f.otherAgent.id],
  );
  return row.id;
}

/** A fresh agent whose account is older than yesterday, so yesterday is in their employment window. */
async function employedSinceBeforeYesterday(f: Fixtures): Promise<User> {
  const user = await f.t.createUser();
  await auditedQuery(f.t.dataSource, 'user', `UPDATE users SET created_at = created_at - interval '3 days' WHERE id = $1`, [user.id]);
  return user;
}

/** A fresh agent's open attendance request for yesterday. */
async function openRequest(f: Fixtures): Promise<number> {
  const user = await employedSinceBeforeYesterday(f);
  const [row] = await auditedQuery<{ id: number }[]>(
    f.t.dataSource,
    'attendance',
    `INSERT INTO attendance_records (user_id, date, status, requested_login_time, reason) VALUES ($1, $2, 'requested', now(), 'Forgot') RETURNING id`,
    [user.id, requestableDay(f)],
  );
  return row.id;
}

const document = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
};

/** The scope the document declares for an operation (its bearer requirement), or null when keys may not call it. */
function declaredScope(operation: string): ApiScope | null {
  const [method, path] = operation.split(' ');
  const security = document.paths[path]?.[method.toLowerCase()]?.security ?? [];
  return (security.find((requirement) => requirement.bearer)?.bearer[0] as ApiScope | undefined) ?? null;
}

const KEY_CALLERS = ['key with the scope', 'key without it', 'revoked key', 'expired key'] as const;
type KeyCaller = (typeof KEY_CALLERS)[number];

function expectedForKey(row: Row, scope: ApiScope | null, caller: KeyCaller): number {
  if (caller === 'revoked key' || caller === 'expired key') return 401;
  if (!scope || caller === 'key without it') return 403;
  return row.key ?? row.admin;
}
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
);

/** Reads a streamed answer up to its first bytes, then hangs up; a refusal (JSON) is read whole. */
function firstChunkOnly(response: Response, done: (error: Error | null, body: unknown) => void): void {
  const stream = response as unknown as NodeJS.ReadableStream & { destroy(): void; statusCode: number };
  if (stream.statusCode !== 200) {
    let text = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
    stream.once('end', () => done(null, JSON.parse(text)));
    return;
  }
  stream.once('data', () => {
    stream.destroy();
    done(null, undefined);
  });
}

async function concretePath(path: string, row: Row, fixtures: Fixtures): Promise<string> {
  const params = row.params ? await row.params(fixtures) : { id: fixtures.otherAgent.id };
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (params[name] === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(String(params[name]));
  });
}

/** Checks in flight at once: enough to overlap the database's round trips, few enough for a 2-core machine. */
const CONCURRENT_CHECKS = 4;
const CALLERS = ['anonymous', 'agent', 'admin'] as const;
type Caller = (typeof CALLERS)[number] | KeyCaller;

describe('access table', () => {
  let t: TestApp;
  let fixtures: Fixtures;
  /** One signed-in client per role, shared by the rows that leave their caller as it was (each sign-in costs two scrypt hashes). */
  const shared = new Map<'agent' | 'admin', ReturnType<TestApp['agent']>>();
  const clientFor = async (role: 'agent' | 'admin', row: Row) => (row.fresh ? (await t.signedIn(role)).client : shared.get(role)!);
  /** A key per scope, and a revoked and an expired key holding every scope. */
  const keys = {} as Record<ApiScope | 'revoked' | 'expired', string>;
  let failedKeyCalls = 0;
  const allOperations = [...operations, ...Object.keys(TEST_ONLY_ACCESS)];
  /** Each check's answer (or what went wrong making it), made up front a few at a time; each check's test reads its own. */
  const answers = new Map<string, { status: number; expected: number } | Error>();
  const checkName = (operation: string, caller: Caller) => `${operation} as ${caller}`;

  /** A signed-in or anonymous caller's status, and the row's. */
  async function asCaller(operation: string, caller: (typeof CALLERS)[number]) {
    const row = ACCESS[operation] ?? TEST_ONLY_ACCESS[operation];
    if (!row) throw new Error(`No access row for ${operation}: add one to the ACCESS table`);
    const [method, path] = operation.split(' ');
    const client = caller === 'anonymous' ? t.agent() : await clientFor(caller, row);
    const url = `${await concretePath(path, row, fixtures)}${row.query ? `?${row.query}` : ''}`;
    let call = client[method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete'](url);
    if (row.body) call = call.send(await row.body(fixtures));
    if (row.stream) call = call.buffer(false).parse(firstChunkOnly);
    return { status: (await call).status, expected: row[caller] };
  }

  /** An API key's status, and what the operation's declared scope implies. */
  async function asKey(operation: string, caller: KeyCaller) {
    const row = ACCESS[operation] ?? TEST_ONLY_ACCESS[operation];
    if (!row) throw new Error(`No access row for ${operation}: add one to the ACCESS table`);
    const scope = declaredScope(operation);
    const otherScope = API_SCOPES.find((candidate) => candidate !== scope)!;
    const key = { 'key with the scope': keys[scope ?? otherScope], 'key without it': keys[otherScope], 'revoked key': keys.revoked, 'expired key': keys.expired }[caller];
    const [method, path] = operation.split(' ');
    const url = `${await concretePath(path, row, fixtures)}${row.query ? `?${row.query}` : ''}`;
    // Failed keys are throttled per address: each comes from an address of its own.
    const address = caller === 'revoked key' || caller === 'expired key' ? `10.29.${Math.floor(++failedKeyCalls / 250)}.${failedKeyCalls % 250}` : '10.29.255.1';
    let call = t.agent()[method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete'](url).set('Authorization', `Bearer ${key}`).set('X-Forwarded-For', address);
    if (row.body) call = call.send(await row.body(fixtures));
    if (row.stream) call = call.buffer(false).parse(firstChunkOnly);
    return { status: (await call).status, expected: expectedForKey(row, scope, caller) };
  }

  beforeAll(async () => {
    t = await bootTestApp({ TEST_CLOCK_CONTROL: 'true', TRUST_PROXY: 'true' });
    const keyAdmin = await t.signedIn('admin');
    const issue = async (name: string, scopes: readonly ApiScope[]) =>
      (await keyAdmin.client.post('/api/api-keys').send({ name, scopes, rate_limit_per_minute: 100_000 }).expect(201)).body as { id: number; key: string };
    for (const scope of API_SCOPES) keys[scope] = (await issue(scope, [scope])).key;
    const revoked = await issue('revoked', API_SCOPES);
    await keyAdmin.client.delete(`/api/api-keys/${revoked.id}`).expect(200);
    const expired = await issue('expired', API_SCOPES);
    await t.dataSource.query(`UPDATE api_keys SET expires_at = now() - interval '1 day' WHERE id = $1`, [expired.id]);
    [keys.revoked, keys.expired] = [revoked.key, expired.key];
    for (const role of ['agent', 'admin'] as const) shared.set(role, (await t.signedIn(role)).client);
    const make = factories(t.dataSource);
    const cycle = await make.leadCycle();
    const hiddenGroup = await make.group();
    fixtures = {
      t,
      make,
      cycle,
      otherAgent: await t.createUser({ role: 'agent' }),
      hiddenCustomer: await make.customer(cycle, {
        groupId: hiddenGroup.id,
        metadata: Object.fromEntries(['payment_link', 'settlement_link', 'foreclosure_link', 'offer_link'].map((key) => [key, 'https://pay.example.in/a'])),
      }),
      ncStatus: await make.dispositionStatus(await make.dispositionList(), { contactType: 'NC', code: 'NCA' }),
    };
    const check = async ({ operation, caller }: { operation: string; caller: Caller }) => {
      const answer = await ((KEY_CALLERS as readonly string[]).includes(caller) ? asKey(operation, caller as KeyCaller) : asCaller(operation, caller as (typeof CALLERS)[number])).catch(
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      );
      answers.set(checkName(operation, caller), answer);
    };
    const checks = allOperations.flatMap((operation) => [...CALLERS, ...KEY_CALLERS].map((caller) => ({ operation, caller, alone: (ACCESS[operation] ?? TEST_ONLY_ACCESS[operation])?.alone })));
    await inPool(checks.filter(({ alone }) => !alone), CONCURRENT_CHECKS, check);
    await inPool(checks.filter(({ alone }) => alone), 1, check);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('has exactly one row per OpenAPI operation', () => {
    expect(Object.keys(ACCESS).sort()).toEqual([...operations].sort());
  });

  const expectAnswer = (operation: string, caller: Caller) => {
    const answer = answers.get(checkName(operation, caller));
    if (answer === undefined) throw new Error(`${checkName(operation, caller)} was not checked`);
    if (answer instanceof Error) throw answer;
    expect({ operation, caller, status: answer.status }).toEqual({ operation, caller, status: answer.expected });
  };

  describe.each(allOperations)('%s', (operation) => {
    it.each(CALLERS)('as %s', (caller) => expectAnswer(operation, caller));
    it.each(KEY_CALLERS)('as a %s', (caller) => expectAnswer(operation, caller));
  });
});
