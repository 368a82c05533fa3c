/**
 * The audit trail's vocabulary: the kinds of record, the actions and the fields the server writes, each in words.
 * The server may write only these entities and actions (its types come from here); the trail reads them from here.
 */
import { PROFILE_FIELD_LABELS } from '../employee/profile-labels.js';

export const AUDIT_ENTITY_LABELS = {
  customer: 'Customer',
  customer_import: 'Customer import',
  call: 'Call',
  feedback: 'Feedback',
  user: 'User',
  setting: 'Setting',
  disposition_list: 'Disposition list',
  disposition_status: 'Disposition status',
  lead_cycle: 'Lead cycle',
  group: 'Group',
  employee_details: 'Employee profile',
  attendance: 'Attendance',
  holiday: 'Holiday',
  leave_type: 'Leave type',
  leave_request: 'Leave request',
  leave_accrual: 'Leave accrual',
  leave_balance: 'Leave balance',
  promise: 'Promise to pay',
  payment: 'Payment',
  api_key: 'API key',
  group_loan: 'Group loan',
  coverage_rule: 'Coverage rule',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITY_LABELS;
export const AUDIT_ENTITIES = Object.keys(AUDIT_ENTITY_LABELS) as AuditEntity[];

export const AUDIT_ACTION_LABELS = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  delete_lead: 'Lead deleted',
  assign: 'Assigned to a group',
  assign_agent: 'Agent added',
  remove_agent: 'Agent removed',
  import: 'Imported',
  password_set: 'Password set',
  register: 'Registered',
  deactivate: 'Deactivated',
  seed: 'Set up on first start',
  submit: 'Submitted',
  read_document: 'Document viewed',
  check_in: 'Checked in',
  check_out: 'Checked out',
  mark: 'Marked by an admin',
  mark_new: 'Marked by an admin (new day)',
  request: 'Change requested',
  edit_request: 'Request edited',
  withdraw_request: 'Request withdrawn',
  approve_request: 'Request approved',
  reject_request: 'Request rejected',
  end_of_day: 'Day closed',
  settle_days: 'Days closed at end of day',
  add_weekly_offs: 'Weekly offs added',
  approve: 'Approved',
  reject: 'Rejected',
  withdraw: 'Withdrawn',
  revoke: 'Revoked',
  rotate: 'Rotated',
  cancel: 'Cancelled',
  adjust: 'Balance adjusted',
  run_accrual: 'Accrual run',
  fix_missing_balances: 'Missing balances added',
  decide: 'Decided',
  end: 'Ended',
  end_borrower: 'Borrower left (deactivated)',
  purge_documents: 'Documents purged',
  reencrypt: 'Encrypted again with the current key',
  mark_do_not_contact: 'Marked do not contact',
  clear_do_not_contact: 'Do not contact cleared',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** Words written short in the codes, as people write them. */
const WORDS: Record<string, string> = {
  id: 'ID', ids: 'IDs', dra: 'DRA', pan: 'PAN', ifsc: 'IFSC', emi: 'EMI', emis: 'EMIs', dpd: 'DPD', rpc: 'RPC', ptp: 'PTP', ip: 'IP',
  csv: 'CSV', api: 'API', sms: 'SMS', otp: 'OTP', url: 'link', dob: 'date of birth', no: 'number', amt: 'amount', sett: 'settlement',
};

/** "dra_photo_url" → "DRA photo link", "leadCycleId" → "Lead cycle ID", "end-of-day" → "End of day". */
export function humanise(code: string): string {
  const words = code
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text ? text[0].toUpperCase() + text.slice(1) : code;
}

/** Fields whose words are their own, per kind of record; any other field reads as its humanised name. */
const FIELD_LABELS: Partial<Record<AuditEntity, Record<string, string>>> = {
  employee_details: { ...PROFILE_FIELD_LABELS, document: 'Document', key: 'File' },
  attendance: { days: 'Days closed', before: 'Days before' },
  leave_accrual: { credits: 'Credits', through: 'Up to' },
  promise: { replacedBy: 'Replaced by promise' },
  disposition_list: { statuses_deleted: 'Statuses deleted' },
  holiday: { added: 'Days added' },
  user: { is_active: 'Active', isActive: 'Active', awaiting_approval: 'Awaiting approval' },
};

/** Values that are codes, per field: the document an admin viewed. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  document: { 'self-photo': 'Self photo', 'aadhaar-front': 'Aadhaar front photo', 'aadhaar-back': 'Aadhaar back photo', pan: 'PAN photo', dra: 'DRA certificate photo' },
};

/** A value in words where the value is a code ("aadhaar-front" → "Aadhaar front photo"); undefined otherwise. */
export function auditValueLabel(field: string, value: unknown): string | undefined {
  return typeof value === 'string' ? VALUE_LABELS[field]?.[value] : undefined;
}

export function auditEntityLabel(entity: string): string {
  return AUDIT_ENTITY_LABELS[entity as AuditEntity] ?? humanise(entity);
}

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action as AuditAction] ?? humanise(action);
}

export function auditFieldLabel(entity: string, field: string): string {
  return FIELD_LABELS[entity as AuditEntity]?.[field] ?? humanise(field);
}

/** Records named by something other than their number: a job's run, a year's weekly offs, the first start. */
const RECORD_NAMES: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^end-of-day$/, () => 'every agent, at end of day'],
  [/^weekly-offs-(\d{4})$/, (match) => `weekly offs of ${match[1]}`],
  [/^all$/, () => 'everyone'],
  [/^seed$/, () => 'first-start data'],
];

/** "Attendance #12", "Attendance: every agent, at end of day", "Setting: Ptp grace days". */
export function auditRecordLabel(entity: string, entityId: string): string {
  const kind = auditEntityLabel(entity);
  if (/^\d+$/.test(entityId)) return `${kind} #${entityId}`;
  for (const [pattern, name] of RECORD_NAMES) {
    const match = pattern.exec(entityId);
    if (match) return `${kind}: ${name(match)}`;
  }
  return `${kind}: ${humanise(entityId)}`;
}
