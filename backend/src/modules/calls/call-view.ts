import type { Call } from './entities/call.entity.js';

/** What Call History shows of a call: the call, its customer's name and loan number, its agent's name (null once the user is gone). */
export type CallView = Pick<
  Call,
  | 'id'
  | 'status'
  | 'phoneNumber'
  | 'callDateTime'
  | 'duration'
  | 'agentId'
  | 'dispositionName'
  | 'dispositionCode'
  | 'dispositionDate'
  | 'nextFollowUp'
  | 'dispositionNote'
  | 'notes'
  | 'recordingUrl'
  | 'transcriptText'
  | 'metadata'
> & { customer: { id: number; name: string; loanApplicationNo: string }; agent: { name: string } | null };

/** A CallView's columns as `callViewColumns` selects them. */
export interface CallViewRow {
  id: number;
  status: Call['status'];
  phone_number: string;
  call_date_time: Date;
  duration: number;
  agent_id: number | null;
  disposition_name: string | null;
  disposition_code: string | null;
  disposition_date: Date | null;
  next_follow_up: Date | null;
  disposition_note: string | null;
  notes: string | null;
  recording_url: string | null;
  transcript_text: string | null;
  metadata: Record<string, unknown>;
  customer_id: number;
  customer_name: string;
  customer_loan_application_no: string;
  agent_name: string | null;
}

/**
 * The select list of a CallView from a call, its customer and its agent (left-joined) by alias: the few columns
 * shown, read as plain rows in the statement that finds them instead of hydrated entities (a page of Call History
 * is one round trip).
 */
export const callViewColumns = (call: string, customer: string, agent: string) =>
  [
    'id',
    'status',
    'phone_number',
    'call_date_time',
    'duration',
    'agent_id',
    'disposition_name',
    'disposition_code',
    'disposition_date',
    'next_follow_up',
    'disposition_note',
    'notes',
    'recording_url',
    'transcript_text',
    'metadata',
    'customer_id',
  ]
    .map((column) => `${call}.${column}`)
    .concat([`${customer}.name AS customer_name`, `${customer}.loan_application_no AS customer_loan_application_no`, `${agent}.name AS agent_name`])
    .join(', ');

export const callViewFromRow = (row: CallViewRow): CallView => ({
  id: row.id,
  status: row.status,
  phoneNumber: row.phone_number,
  callDateTime: row.call_date_time,
  duration: row.duration,
  agentId: row.agent_id,
  dispositionName: row.disposition_name,
  dispositionCode: row.disposition_code,
  dispositionDate: row.disposition_date,
  nextFollowUp: row.next_follow_up,
  dispositionNote: row.disposition_note,
  notes: row.notes,
  recordingUrl: row.recording_url,
  transcriptText: row.transcript_text,
  metadata: row.metadata,
  customer: { id: row.customer_id, name: row.customer_name, loanApplicationNo: row.customer_loan_application_no },
  agent: row.agent_name === null ? null : { name: row.agent_name },
});
