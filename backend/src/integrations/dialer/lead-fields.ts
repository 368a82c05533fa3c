import type { LeadInput } from './dialer.port.js';

/** A lead as Smartflo's field_N columns: field_0 the phone, then name, email, address, company and the custom values. */
export function leadFields(lead: LeadInput, phone: string = lead.phone): Record<string, string> {
  const values = [phone, lead.name, lead.email, lead.address, lead.company, ...(lead.custom ?? [])];
  return Object.fromEntries(values.flatMap((value, index) => (value === undefined || value === '' ? [] : [[`field_${index}`, value]])));
}
