import type { CallEvent, CallOutcome, CallState, DialerProvider, LiveCall, ProviderAgent, ProviderDispositionList, ProviderLeadList } from '../dialer.port.js';

/**
 * Smartflo shapes (webhook bodies, call records, live calls, users, dispositions, lead lists) to the port's types.
 * Pure functions that never throw: provider payloads are loosely specified, so anything unreadable is dropped.
 */

/** Smartflo's local times carry no zone; they are Indian Standard Time, which has no daylight saving. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const ZONED_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})$/i;
const EPOCH = /^\d{9,13}(?:\.\d+)?$/;

export function parseSmartfloTime(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (EPOCH.test(text)) return fromEpoch(Number(text));
  const local = LOCAL_TIME.exec(text);
  if (local) return fromIstParts(local.slice(1).map((part) => Number(part ?? 0)));
  const zoned = ZONED_TIME.exec(text);
  if (!zoned) return undefined;
  const offset = zoned[3].toUpperCase() === 'Z' ? 'Z' : zoned[3].replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
  const parsed = new Date(`${zoned[1]}T${zoned[2]}${offset}`);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

function fromEpoch(value: number): Date | undefined {
  if (!Number.isFinite(value) || value <= 0) return undefined;
  // 13-digit values are milliseconds; Smartflo itself sends seconds.
  return new Date(value > 1e11 ? value : value * 1000);
}

function fromIstParts([year, month, day, hour, minute, second]: number[]): Date | undefined {
  if (year < 1970) return undefined;
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wallClock);
  // Date.UTC rolls 2024-02-31 over into March; a rolled-over value means the text was not a real time.
  const exact = check.getUTCMonth() === month - 1 && check.getUTCDate() === day && check.getUTCHours() === hour && check.getUTCMinutes() === minute && check.getUTCSeconds() === second;
  return exact ? new Date(wallClock - IST_OFFSET_MS) : undefined;
}

/** `YYYY-MM-DD HH:mm:ss` in IST (whole seconds), the format of Smartflo's stamps and of its `Y-m-d H:i:s` filters. */
export function formatSmartfloTime(date: Date): string {
  const ist = new Date(date.getTime() + IST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${ist.getUTCFullYear()}-${pad(ist.getUTCMonth() + 1)}-${pad(ist.getUTCDate())} ${pad(ist.getUTCHours())}:${pad(ist.getUTCMinutes())}:${pad(ist.getUTCSeconds())}`;
}

/** Field name to non-empty text; names lower-cased and without the `$` a misconfigured portal template leaves. */
type Fields = Record<string, string>;

const WRAPPERS = ['data', 'event', 'payload'];
const MAX_NESTING = 4;
/** A `$variable` the portal did not substitute: the value is unknown, not the text "$uuid". */
const PLACEHOLDER = /^\$[a-z_][a-z0-9_]*$/i;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' || PLACEHOLDER.test(text) ? undefined : text;
}

function fieldName(key: string): string {
  return key.trim().replace(/^\$+/, '').toLowerCase();
}

function looksLikeJson(value: unknown): value is string {
  return typeof value === 'string' && /^\s*[[{]/.test(value);
}

function decodeJson(value: unknown): unknown {
  if (!looksLikeJson(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The scalar fields of one object. */
function ownFields(value: unknown): Fields {
  const fields: Fields = {};
  if (!isObject(value)) return fields;
  for (const [key, raw] of Object.entries(value)) {
    const text = fieldText(raw);
    if (text !== undefined) fields[fieldName(key)] = text;
  }
  return fields;
}

/** Every call found in a body: the body itself, or each item of its wrappers, with the outer fields as defaults. */
function callFieldSets(value: unknown, depth = 0): Fields[] {
  if (depth > MAX_NESTING) return [];
  const decoded = decodeJson(value);
  if (Array.isArray(decoded)) return decoded.flatMap((item) => callFieldSets(item, depth + 1));
  if (!isObject(decoded)) return [];
  const outer = ownFields(decoded);
  const inner = Object.entries(decoded)
    .filter(([key, wrapped]) => WRAPPERS.includes(fieldName(key)) && (typeof wrapped === 'object' || looksLikeJson(wrapped)))
    .flatMap(([, wrapped]) => callFieldSets(wrapped, depth + 1));
  return inner.length ? inner.map((fields) => ({ ...outer, ...fields })) : [outer];
}

/** Express hands over JSON as objects, but a text/plain or raw body arrives as a string or a Buffer. */
function readBody(body: unknown): unknown {
  const text = body instanceof Uint8Array ? Buffer.from(body).toString('utf8') : body;
  if (typeof text === 'string' && !looksLikeJson(text)) return Object.fromEntries(new URLSearchParams(text));
  return text;
}

/** Webhook call_status values, spaces, dashes and underscores removed ("no answer" = "no-answer" = "noanswer"). */
const ENDED_STATUSES = new Set(['missed', 'noanswer', 'busy', 'failed', 'cancel', 'cancelled', 'canceled', 'hangup', 'completed']);
const RINGING_STATUSES = new Set(['ringing', 'dialing', 'initiated']);
const CANCELLED_STATUSES = new Set(['cancel', 'cancelled', 'canceled']);

function statusKey(value: string | undefined): string {
  return (value ?? '').toLowerCase().replace(/[\s_-]+/g, '');
}

function outcomeOf(status: string, talkSeconds: number | undefined): CallOutcome {
  if (status === 'answered' || status === 'completed' || (talkSeconds ?? 0) > 0) return 'answered';
  if (status === 'busy') return 'busy';
  if (status === 'failed') return 'failed';
  if (CANCELLED_STATUSES.has(status)) return 'cancelled';
  return 'missed';
}

function wholeSeconds(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.floor(seconds) : undefined;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

function hasCallKey(fields: Fields): boolean {
  return Boolean(fields.uuid ?? fields.call_id ?? fields.ref_id ?? fields.custom_identifier);
}

function callKeys(fields: Fields) {
  return { providerCallKey: fields.uuid, providerCallId: fields.call_id, providerRef: fields.ref_id, attemptId: fields.custom_identifier };
}

function webhookEvent(fields: Fields, provider: DialerProvider): CallEvent {
  const status = statusKey(fields.call_status);
  const talkSeconds = wholeSeconds(fields.billsec);
  const answeredAt = parseSmartfloTime(fields.answer_stamp);
  const endedAt = parseSmartfloTime(fields.end_stamp);
  const ended = endedAt !== undefined || ENDED_STATUSES.has(status);
  const state: CallState = ended ? 'ended' : (status === 'answered' || answeredAt) ? 'answered' : RINGING_STATUSES.has(status) ? 'ringing' : 'initiated';
  // On an inbound call the customer is the caller and call_to_number is our DID.
  const customerNumber = statusKey(fields.direction) === 'inbound' ? fields.caller_id_number : fields.call_to_number;
  return withoutUndefined<CallEvent>({
    provider,
    state,
    outcome: ended ? outcomeOf(status, talkSeconds) : undefined,
    ...callKeys(fields),
    customerNumber: customerNumber ?? fields.customer_number_with_prefix,
    startedAt: parseSmartfloTime(fields.start_stamp),
    answeredAt,
    endedAt,
    talkSeconds,
    recordingUrl: fields.recording_url,
    hangupCause: fields.hangup_cause,
  });
}

/** Call events in a webhook body (JSON object, JSON or form text, flat or wrapped, one or many); [] when none. */
export function parseSmartfloWebhook(body: unknown, provider: DialerProvider = 'smartflo'): CallEvent[] {
  try {
    return callFieldSets(readBody(body)).filter(hasCallKey).map((fields) => webhookEvent(fields, provider));
  } catch {
    // Hostile input (throwing getters, exotic objects) must not fail the webhook endpoint.
    return [];
  }
}

/** One `GET /v1/call/records` result as an ended call; null when it carries no key to match it by. */
export function parseSmartfloCallRecord(row: unknown, provider: DialerProvider = 'smartflo'): CallEvent | null {
  const fields = ownFields(row);
  if (!hasCallKey(fields)) return null;
  const status = statusKey(fields.status);
  const talkSeconds = wholeSeconds(fields.answered_seconds ?? fields.billsec);
  const startedAt = parseSmartfloTime(fields.start_stamp) ?? parseSmartfloTime(fields.date && fields.time ? `${fields.date} ${fields.time}` : fields.date);
  const totalSeconds = wholeSeconds(fields.call_duration);
  const endedAt = parseSmartfloTime(fields.end_stamp) ?? (startedAt && totalSeconds !== undefined ? new Date(startedAt.getTime() + totalSeconds * 1000) : undefined);
  return withoutUndefined<CallEvent>({
    provider,
    state: 'ended',
    outcome: outcomeOf(status, talkSeconds),
    ...callKeys(fields),
    customerNumber: fields.client_number ?? fields.customer_number_with_prefix ?? fields.customer_number,
    startedAt,
    answeredAt: parseSmartfloTime(fields.answer_stamp),
    endedAt,
    talkSeconds,
    recordingUrl: fields.recording_url,
    hangupCause: fields.hangup_cause,
  });
}

/** A call as the local simulator describes it; `smartfloWebhookBody` turns it into what Smartflo would post. */
export interface SmartfloWebhookCall {
  uuid: string;
  callId: string;
  refId: string;
  attemptId: string;
  callStatus: 'ringing' | 'answered' | 'missed' | 'busy' | 'cancelled';
  customerNumber: string;
  agentNumber?: string;
  startedAt: Date;
  answeredAt?: Date;
  endedAt?: Date;
  talkSeconds?: number;
  totalSeconds?: number;
  recordingUrl?: string;
  hangupCause?: string;
}

/** The flat Smartflo webhook body for a call (times whole seconds, IST); absent values are left out. */
export function smartfloWebhookBody(call: SmartfloWebhookCall): Record<string, string> {
  const optional = (value: string | number | Date | undefined) => (value === undefined ? undefined : value instanceof Date ? formatSmartfloTime(value) : String(value));
  return withoutUndefined({
    uuid: call.uuid,
    call_id: call.callId,
    ref_id: call.refId,
    custom_identifier: call.attemptId,
    call_status: call.callStatus,
    direction: 'outbound',
    call_to_number: call.customerNumber,
    answered_agent_number: optional(call.agentNumber),
    start_stamp: formatSmartfloTime(call.startedAt),
    answer_stamp: optional(call.answeredAt),
    end_stamp: optional(call.endedAt),
    billsec: optional(call.talkSeconds),
    duration: optional(call.totalSeconds),
    recording_url: optional(call.recordingUrl),
    hangup_cause: optional(call.hangupCause),
  }) as Record<string, string>;
}

/** One `GET /v1/live_calls` entry ("Ringing" / "Answered"). */
export function parseSmartfloLiveCall(row: unknown): LiveCall | null {
  const fields = ownFields(row);
  if (!fields.call_id) return null;
  return withoutUndefined<LiveCall>({
    providerCallId: fields.call_id,
    state: statusKey(fields.state) === 'answered' ? 'answered' : 'ringing',
    customerNumber: fields.customer_number ?? fields.destination,
    agentName: fields.agent_name,
  });
}

/** An Indian number as E.164; undefined for anything else (e.g. a 13-digit softphone login such as 0608...). */
export function indianNumberToE164(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+') && digits.length >= 10) return `+${digits}`;
  if (digits.length === 10) return `+91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `+91${digits.slice(1)}`;
  if (digits.length === 12 && digits.startsWith('91')) return `+${digits}`;
  return undefined;
}

/** One `GET /v1/users` entry; users without an agent cannot take calls and give null. */
export function parseSmartfloUser(row: unknown): ProviderAgent | null {
  if (!isObject(row)) return null;
  const user = ownFields(row);
  const agent = ownFields(row.agent);
  if (!user.id || !agent.id) return null;
  const extension = isObject(row.extension) ? ownFields(row.extension).username : user.extension;
  return withoutUndefined<ProviderAgent>({
    providerUserId: user.id,
    providerAgentId: agent.id,
    name: user.name ?? agent.name ?? '',
    email: user.email ?? ownFields(row.team_member).email,
    loginId: user.login_id,
    phone: indianNumberToE164(agent.follow_me_number),
    extension,
    enabled: agent.status === '0',
  });
}

/**
 * The rows of a list response. The GET bodies of dispositions and lead lists are not documented, so a bare array,
 * `{data|results: [...]}` and a paginator's `{data: {data: [...]}}` are all read.
 */
export function smartfloRows(body: unknown): unknown[] {
  const rowsAt = (value: unknown, depth: number): unknown[] => {
    if (Array.isArray(value)) return value;
    if (!isObject(value) || depth > 1) return [];
    return ['data', 'results'].map((key) => rowsAt(value[key], depth + 1)).find((rows) => rows.length) ?? [];
  };
  return rowsAt(body, 0);
}

/** A scalar response field, at the top of the body or under `data` (`ref_id`, a created `id`, `count`...). */
export function smartfloResponseField(body: unknown, name: string): string | undefined {
  return ownFields(body)[name] ?? (isObject(body) ? ownFields(body.data)[name] : undefined);
}

/** 1/"1"/true/"enabled"/"active" (or no status at all) mean enabled. */
function enabledFlag(value: string | undefined): boolean {
  return value === undefined || ['1', 'true', 'enabled', 'active'].includes(value.toLowerCase());
}

const STATUS_KEYS = ['disposition_status', 'disposition_statuses', 'dispositions', 'statuses'];

/** One disposition list; its statuses are read when the list body embeds them (the GET body is undocumented). */
export function parseSmartfloDispositionList(row: unknown): ProviderDispositionList | null {
  if (!isObject(row)) return null;
  const list = ownFields(row);
  if (!list.id || !list.name) return null;
  const embedded = STATUS_KEYS.map((key) => row[key]).find(Array.isArray) ?? [];
  const statuses = embedded.flatMap((status) => {
    const fields = ownFields(status);
    return fields.id && fields.name && fields.code ? [{ providerId: fields.id, name: fields.name, code: fields.code }] : [];
  });
  return { providerId: list.id, name: list.name, enabled: enabledFlag(list.status), statuses };
}

/** One `GET /v1/broadcast/lists` entry. */
export function parseSmartfloLeadList(row: unknown): ProviderLeadList | null {
  const fields = ownFields(row);
  const providerListId = fields.id ?? fields.list_id;
  const name = fields.name ?? fields.list_name;
  return providerListId && name ? { providerListId, name } : null;
}
