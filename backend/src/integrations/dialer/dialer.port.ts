import { ProviderError } from '../provider-error.js';

/**
 * The cloud dialer as the CRM sees it. Adapters: Smartflo (Tata Tele's HTTP API) and a database-backed simulator,
 * the default. Domain code depends only on this file; which adapter runs is decided once, from DIALER_PROVIDER.
 */
export const DIALER = Symbol('DIALER');

export type DialerProvider = 'smartflo' | 'simulator';
/** How the provider says a finished call went; mapped onto the CRM's call status by the ingestion. */
export type CallOutcome = 'answered' | 'missed' | 'busy' | 'failed' | 'cancelled';
/** Where a call is in its life; only ever moves forward. */
export const CALL_STATES = ['initiated', 'ringing', 'answered', 'ended'] as const;
export type CallState = (typeof CALL_STATES)[number];

export interface AgentRef {
  /** Smartflo agent.id (preferred: the provider then applies the agent's own routing). */
  providerAgentId?: string | null;
  /** The agent's follow-me number, E.164; the fallback when no agent id is known. */
  phone?: string | null;
}

export interface PlaceCallRequest {
  /** Our call row id; sent as custom_identifier and echoed back by the provider's events. */
  attemptId: string;
  agent: AgentRef;
  /** E.164, +91XXXXXXXXXX */
  customerNumber: string;
}

export interface PlaceCallResult {
  /** Smartflo ref_id: links the provider's events and records to this attempt. */
  providerRef: string;
}

export interface HangupRequest {
  attemptId: string;
  providerRef?: string | null;
  /** The live call id, when an event already told us. */
  providerCallId?: string | null;
  agent: AgentRef;
  customerNumber: string;
}

export interface LiveCall {
  providerCallId: string;
  state: 'ringing' | 'answered';
  customerNumber?: string;
  agentName?: string;
}

/** One call as the provider reports it, from a webhook or from the call records; every field the event carried. */
export interface CallEvent {
  provider: DialerProvider;
  state: CallState;
  /** Set once the call has ended. */
  outcome?: CallOutcome;
  /** uuid: the key shared by the provider's webhooks and call records. */
  providerCallKey?: string;
  /** call_id: the live-call id used for hangup. */
  providerCallId?: string;
  /** ref_id of the click-to-call request. */
  providerRef?: string;
  /** Our call id, from custom_identifier. */
  attemptId?: string;
  customerNumber?: string;
  startedAt?: Date;
  answeredAt?: Date;
  endedAt?: Date;
  /** Talk time (answered_seconds / billsec). */
  talkSeconds?: number;
  recordingUrl?: string;
  hangupCause?: string;
}

export interface CallRecordQuery {
  from: Date;
  to: Date;
  page?: number;
  limit?: number;
}

export interface Page<T> {
  items: T[];
  /** Pass back to fetch the next page; absent on the last one. */
  next?: string;
}

export interface ProviderAgent {
  providerUserId: string;
  providerAgentId: string;
  name: string;
  email?: string;
  loginId?: string;
  /** E.164 follow-me number. */
  phone?: string;
  extension?: string;
  enabled: boolean;
}

export interface DispositionListInput {
  name: string;
  description?: string | null;
  enabled: boolean;
}
export interface DispositionStatusInput {
  name: string;
  code: string;
}
export interface ProviderDispositionList {
  providerId: string;
  name: string;
  enabled: boolean;
  statuses: { providerId: string; name: string; code: string }[];
}

export interface LeadInput {
  /** field_0, E.164 */
  phone: string;
  name?: string;
  email?: string;
  address?: string;
  company?: string;
  /** field_5 onwards: loan application number, overdue amount. */
  custom?: string[];
}
export interface ProviderLeadList {
  providerListId: string;
  name: string;
}
export type DuplicateOption = 'skip' | 'overwrite' | 'clone';
export interface AddLeadsResult {
  accepted: number;
  skipped: number;
}

export interface RecordingStream {
  contentType: string;
  stream: NodeJS.ReadableStream;
  lengthBytes?: number;
}

export interface DialerWebhookRequest {
  /** The :secret path segment. */
  secret?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Where call events go in (the CRM's webhook ingestion): the simulator delivers its events there too. */
export const DIALER_WEBHOOK_SINK = Symbol('DIALER_WEBHOOK_SINK');
export interface DialerWebhookSink {
  ingestWebhook(request: DialerWebhookRequest, body: unknown): Promise<unknown>;
}

export interface Dialer {
  readonly provider: DialerProvider;

  placeCall(request: PlaceCallRequest): Promise<PlaceCallResult>;
  hangup(request: HangupRequest): Promise<void>;
  listLiveCalls(agent?: AgentRef): Promise<LiveCall[]>;
  fetchCallRecords(query: CallRecordQuery): Promise<Page<CallEvent>>;
  /**
   * Where a recording this adapter reported is read from: its key in the CRM's storage (served with Range), or null
   * when it stays at the provider and is streamed through `openRecording`.
   */
  storedRecordingKey(recordingUrl: string): string | null;
  openRecording(recordingUrl: string): Promise<RecordingStream>;

  listAgents(cursor?: string): Promise<Page<ProviderAgent>>;

  listDispositionLists(): Promise<ProviderDispositionList[]>;
  saveDispositionList(input: DispositionListInput, providerId?: string | null): Promise<{ providerId: string }>;
  deleteDispositionList(providerId: string): Promise<void>;
  saveDispositionStatus(listProviderId: string, input: DispositionStatusInput, providerId?: string | null): Promise<{ providerId: string }>;
  deleteDispositionStatus(providerId: string): Promise<void>;

  listLeadLists(): Promise<ProviderLeadList[]>;
  createLeadList(name: string, description?: string): Promise<ProviderLeadList>;
  addLeads(providerListId: string, leads: LeadInput[], onDuplicate: DuplicateOption): Promise<AddLeadsResult>;
  countLeads(providerListId: string): Promise<number>;

  /** Parses a webhook body (JSON, form or query; flat or wrapped) into call events; unknown shapes give []. */
  parseWebhook(body: unknown): CallEvent[];
}

export type DialerErrorCode =
  | 'NOT_CONFIGURED'
  | 'AGENT_NOT_MAPPED'
  | 'CALL_NOT_ACTIVE'
  | 'AUTH_FAILED'
  | 'RATE_LIMITED'
  | 'PROVIDER_REJECTED'
  | 'PROVIDER_UNAVAILABLE'
  | 'NOT_FOUND';

const HTTP_STATUS: Record<DialerErrorCode, number> = {
  NOT_CONFIGURED: 503,
  AGENT_NOT_MAPPED: 400,
  CALL_NOT_ACTIVE: 409,
  AUTH_FAILED: 502,
  RATE_LIMITED: 429,
  PROVIDER_REJECTED: 502,
  PROVIDER_UNAVAILABLE: 503,
  NOT_FOUND: 404,
};

export class DialerError extends ProviderError<DialerErrorCode> {
  constructor(
    code: DialerErrorCode,
    message: string,
    /** For RATE_LIMITED: how long the provider asked us to wait. */
    readonly retryAfterMs?: number,
  ) {
    super(code, message);
  }
  get httpStatus(): number {
    return HTTP_STATUS[this.code];
  }
}
