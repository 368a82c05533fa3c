import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import {
  DialerError,
  type AddLeadsResult,
  type AgentRef,
  type CallEvent,
  type CallRecordQuery,
  type Dialer,
  type DispositionListInput,
  type DispositionStatusInput,
  type DuplicateOption,
  type HangupRequest,
  type LeadInput,
  type LiveCall,
  type Page,
  type PlaceCallRequest,
  type PlaceCallResult,
  type ProviderAgent,
  type ProviderDispositionList,
  type ProviderLeadList,
  type RecordingStream,
} from '../dialer.port.js';
import { leadFields } from '../lead-fields.js';
import { SmartfloHttpClient, type SmartfloHttpOptions } from './smartflo-http.client.js';
import type { SmartfloConfig } from './smartflo.config.js';
import {
  formatSmartfloTime,
  parseSmartfloCallRecord,
  parseSmartfloDispositionList,
  parseSmartfloLeadList,
  parseSmartfloLiveCall,
  parseSmartfloUser,
  parseSmartfloWebhook,
  smartfloResponseField,
  smartfloRows,
} from './smartflo.mapper.js';

const RECORDS_PAGE_SIZE = 100;
const USERS_PAGE_SIZE = 100;
/** The bulk-add size limit is undocumented; 500 rows keeps each request small. */
const LEADS_PER_REQUEST = 500;
/** Titles of field_1..field_6 (field_0 is the phone), in LeadInput's order: name, email, address, company, custom. */
const LEAD_FIELD_TITLES = ['Name', 'Email', 'Address', 'Company', 'Loan Application No', 'Overdue Amount'];

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;
const digitsOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '');
const lastTenDigits = (value: unknown) => digitsOf(value).slice(-10);
const path = (template: string, id: string) => `${template}/${encodeURIComponent(id)}`;

/**
 * Numbers go to Smartflo as digits with the country code and no "+" (+91 98765 43210 becomes 919876543210):
 * within Smartflo's 10-15 digit rule, unambiguous, and the same text whether it dials or files a lead.
 */
function providerNumber(e164: string): string {
  return digitsOf(e164);
}

/** The agent id when known (Smartflo then applies the agent's own routing: mobile or softphone), else the phone. */
function agentIdentifier(agent: AgentRef | undefined): string | undefined {
  return agent?.providerAgentId || (agent?.phone ? providerNumber(agent.phone) : undefined);
}

/** Of several items matching by name or code, the most recently created: the one with the highest id. */
function newest<T>(items: T[], idOf: (item: T) => string): T | undefined {
  const byId = (a: string, b: string) => (/^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : a.localeCompare(b));
  return items.reduce<T | undefined>((best, item) => (best === undefined || byId(idOf(item), idOf(best)) > 0 ? item : best), undefined);
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Tata Tele Smartflo over its HTTP API (INTEGRATIONS.md §1). */
export class SmartfloDialer implements Dialer {
  readonly provider = 'smartflo' as const;
  private readonly http: SmartfloHttpClient;

  constructor(private readonly config: SmartfloConfig, options: SmartfloHttpOptions = {}) {
    const canAuthenticate = Boolean(config.apiToken) || Boolean(config.email && config.password);
    if (!config.baseUrl || !canAuthenticate || !config.callerId) {
      throw new DialerError('NOT_CONFIGURED', 'Smartflo needs SMARTFLO_BASE_URL, SMARTFLO_CALLER_ID and SMARTFLO_API_TOKEN (or SMARTFLO_EMAIL and SMARTFLO_PASSWORD)');
    }
    this.http = new SmartfloHttpClient(config, options);
  }

  async placeCall({ attemptId, agent, customerNumber }: PlaceCallRequest): Promise<PlaceCallResult> {
    const agentNumber = agentIdentifier(agent);
    if (!agentNumber) throw new DialerError('AGENT_NOT_MAPPED', 'This user has no Smartflo agent id or phone; run the user sync');
    const body = await this.http.post('/v1/click_to_call', {
      agent_number: agentNumber,
      destination_number: providerNumber(customerNumber),
      caller_id: this.config.callerId,
      async: 1,
      call_timeout: this.config.callTimeoutSec,
      custom_identifier: attemptId,
    });
    const providerRef = smartfloResponseField(body, 'ref_id');
    // Without ref_id none of the call's events could be linked to this attempt.
    if (!providerRef) throw new DialerError('PROVIDER_REJECTED', 'Smartflo accepted the call but returned no ref_id');
    return { providerRef };
  }

  async hangup(request: HangupRequest): Promise<void> {
    const callId = request.providerCallId || (await this.liveCallIdFor(request.agent, request.customerNumber));
    try {
      await this.http.post('/v1/call/hangup', { call_id: callId });
    } catch (error) {
      if (error instanceof DialerError && error.code === 'NOT_FOUND') throw new DialerError('CALL_NOT_ACTIVE', 'The call has already ended');
      throw error;
    }
  }

  /** Some accounts refuse ref_id as a hangup id, so the live call is found by agent and customer number. */
  private async liveCallIdFor(agent: AgentRef, customerNumber: string): Promise<string> {
    const wanted = lastTenDigits(customerNumber);
    const rows = await this.liveCallRows(agent);
    const match = rows.find((row) => wanted.length === 10 && [row.customer_number, row.destination].some((number) => lastTenDigits(number) === wanted));
    const callId = parseSmartfloLiveCall(match)?.providerCallId;
    if (!callId) throw new DialerError('CALL_NOT_ACTIVE', 'No live call with this customer');
    return callId;
  }

  private async liveCallRows(agent?: AgentRef): Promise<Record<string, unknown>[]> {
    const body = await this.http.get('/v1/live_calls', { agent_number: agentIdentifier(agent) });
    return smartfloRows(body).filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null);
  }

  async listLiveCalls(agent?: AgentRef): Promise<LiveCall[]> {
    return (await this.liveCallRows(agent)).map(parseSmartfloLiveCall).filter(present);
  }

  async fetchCallRecords({ from, to, page = 1, limit = RECORDS_PAGE_SIZE }: CallRecordQuery): Promise<Page<CallEvent>> {
    const body = await this.http.get('/v1/call/records', { from_date: formatSmartfloTime(from), to_date: formatSmartfloTime(to), page, limit });
    const items = smartfloRows(body).map((row) => parseSmartfloCallRecord(row)).filter(present);
    const pageSize = Number(smartfloResponseField(body, 'limit')) || limit;
    const count = Number(smartfloResponseField(body, 'count')) || 0;
    return { items, next: page * pageSize < count ? String(page + 1) : undefined };
  }

  /** Smartflo keeps its recordings; they are streamed from its file server. */
  storedRecordingKey(): null {
    return null;
  }

  async openRecording(recordingUrl: string): Promise<RecordingStream> {
    const response = await this.http.download(recordingUrl);
    const length = Number(response.headers.get('content-length'));
    return {
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      stream: response.body ? Readable.fromWeb(response.body as NodeReadableStream) : Readable.from([]),
      lengthBytes: Number.isInteger(length) && length >= 0 && response.headers.has('content-length') ? length : undefined,
    };
  }

  async listAgents(cursor?: string): Promise<Page<ProviderAgent>> {
    const body = await this.http.get('/v1/users', { last_seen_id: cursor, limit: USERS_PAGE_SIZE });
    const rows = smartfloRows(body);
    const hasMore = ['true', '1'].includes(smartfloResponseField(body, 'has_more') ?? '');
    const lastSeen = smartfloResponseField(body, 'last_seen_id') ?? smartfloResponseField(rows.at(-1), 'id');
    // A cursor that does not move would page forever.
    const next = hasMore && lastSeen && lastSeen !== cursor ? lastSeen : undefined;
    return { items: rows.map(parseSmartfloUser).filter(present), next };
  }

  async listDispositionLists(): Promise<ProviderDispositionList[]> {
    return smartfloRows(await this.http.get('/v1/dialer/disposition_list')).map(parseSmartfloDispositionList).filter(present);
  }

  async saveDispositionList(input: DispositionListInput, providerId?: string | null): Promise<{ providerId: string }> {
    const body = { name: input.name, description: input.description ?? '', status: input.enabled ? 1 : 0 };
    if (providerId) {
      await this.http.put(path('/v1/dialer/disposition_list', providerId), body);
      return { providerId };
    }
    const created = await this.http.post('/v1/dialer/disposition_list', body);
    const id = smartfloResponseField(created, 'id') ?? newest((await this.listDispositionLists()).filter((list) => sameText(list.name, input.name)), (list) => list.providerId)?.providerId;
    if (!id) throw new DialerError('PROVIDER_REJECTED', `Smartflo created the disposition list "${input.name}" but does not list it`);
    return { providerId: id };
  }

  async deleteDispositionList(providerId: string): Promise<void> {
    await this.http.delete(path('/v1/dialer/disposition_list', providerId));
  }

  async saveDispositionStatus(listProviderId: string, input: DispositionStatusInput, providerId?: string | null): Promise<{ providerId: string }> {
    const body = { name: input.name, code: input.code, dispositionList: listProviderId };
    if (providerId) {
      await this.http.put(path('/v1/dialer/disposition_status', providerId), body);
      return { providerId };
    }
    const created = await this.http.post('/v1/dialer/disposition_status', body);
    const id = smartfloResponseField(created, 'id') ?? (await this.findStatusId(listProviderId, input.code));
    if (!id) throw new DialerError('PROVIDER_REJECTED', `Smartflo created the disposition status "${input.code}" but does not list it`);
    return { providerId: id };
  }

  private async findStatusId(listProviderId: string, code: string): Promise<string | undefined> {
    const list = (await this.listDispositionLists()).find((candidate) => candidate.providerId === listProviderId);
    return newest(list?.statuses.filter((status) => sameText(status.code, code)) ?? [], (status) => status.providerId)?.providerId;
  }

  async deleteDispositionStatus(providerId: string): Promise<void> {
    await this.http.delete(path('/v1/dialer/disposition_status', providerId));
  }

  async listLeadLists(): Promise<ProviderLeadList[]> {
    return smartfloRows(await this.http.get('/v1/broadcast/lists')).map(parseSmartfloLeadList).filter(present);
  }

  async createLeadList(name: string, description?: string): Promise<ProviderLeadList> {
    const created = await this.http.post('/v1/broadcast/list', { name, description: description ?? '', field: LEAD_FIELD_TITLES });
    const id = smartfloResponseField(created, 'id') ?? smartfloResponseField(created, 'list_id') ?? newest((await this.listLeadLists()).filter((list) => sameText(list.name, name)), (list) => list.providerListId)?.providerListId;
    if (!id) throw new DialerError('PROVIDER_REJECTED', `Smartflo created the lead list "${name}" but does not list it`);
    return { providerListId: id, name };
  }

  /**
   * Smartflo files a bulk upload as a batch and does not say which rows it skipped, so every row of an accepted
   * request counts as accepted; countLeads reads what the list really holds.
   */
  async addLeads(providerListId: string, leads: LeadInput[], onDuplicate: DuplicateOption): Promise<AddLeadsResult> {
    for (let start = 0; start < leads.length; start += LEADS_PER_REQUEST) {
      const data = leads.slice(start, start + LEADS_PER_REQUEST).map((lead) => leadFields(lead, providerNumber(lead.phone)));
      await this.http.post(path('/v1/broadcast/leads', providerListId), { data, duplicate_option: onDuplicate });
    }
    return { accepted: leads.length, skipped: 0 };
  }

  /** The total the leads response states (`total` or `count`, at the top or under `data`), else the rows it holds. */
  async countLeads(providerListId: string): Promise<number> {
    const body = await this.http.get(path('/v1/broadcast/leads', providerListId));
    const stated = Number(smartfloResponseField(body, 'total') ?? smartfloResponseField(body, 'count'));
    return Number.isInteger(stated) && stated >= 0 ? stated : smartfloRows(body).length;
  }

  parseWebhook(body: unknown): CallEvent[] {
    return parseSmartfloWebhook(body);
  }
}
