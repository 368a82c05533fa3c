import { normalizeIndianMobile } from '@crm/shared';
import { isCalendarDate, startOfBusinessDay } from '../../../common/time/business-date.js';
import { normalizeStatus } from '../customer-statuses.js';
import type { ImportColumn, ImportType } from './import-columns.js';

type Parsed = { value: unknown } | { error: string };
const MAX_TEXT = 500;

const ok = (value: unknown): Parsed => ({ value });
const fail = (error: string): Parsed => ({ error });

/** dd-mm-yyyy and dd/mm/yyyy (how Indian spreadsheets write dates) as yyyy-mm-dd. */
function fromDayFirst(text: string): string | undefined {
  const match = text.match(/^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/);
  return match ? `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}` : undefined;
}

function parseDate(text: string): Parsed {
  if (isCalendarDate(text)) return ok(text);
  const dayFirst = fromDayFirst(text);
  if (dayFirst && isCalendarDate(dayFirst)) return ok(dayFirst);
  if (/^\d{4}-\d{2}-\d{2}T/.test(text) && Number.isFinite(Date.parse(text)) && isCalendarDate(text.slice(0, 10))) return ok(text.slice(0, 10));
  return fail('Must be a date (YYYY-MM-DD)');
}

function parseDateTime(text: string, timezone: string): Parsed {
  const date = parseDate(text);
  if ('value' in date && !text.includes('T')) return ok(startOfBusinessDay(date.value as string, timezone).toISOString());
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) && Number.isFinite(Date.parse(text))) return ok(new Date(text).toISOString());
  return fail('Must be a date or an ISO date-time');
}

function parseMoney(text: string): Parsed {
  const cleaned = text.replace(/[₹,\s]/g, '').replace(/^INR/i, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return fail('Must be a number');
  const value = Number(cleaned);
  if (value < 0) return fail('Must not be negative');
  if (value >= 1e12) return fail('Is too large');
  return ok(Math.round(value * 100) / 100);
}

function parseInteger(text: string): Parsed {
  if (!/^-?\d{1,9}$/.test(text.replace(/,/g, ''))) return fail('Must be a whole number');
  return ok(Number(text.replace(/,/g, '')));
}

const TRUE = ['true', 'yes', 'y', '1'];
const FALSE = ['false', 'no', 'n', '0'];
const GENDER_ALIASES: Record<string, string> = { f: 'female', m: 'male', o: 'others', other: 'others' };

function parseEnum(text: string, column: ImportColumn): Parsed {
  const values = column.values ?? [];
  let candidate: unknown = text;
  if (column.name === 'status') candidate = normalizeStatus(text);
  if (column.name === 'gender') candidate = GENDER_ALIASES[text.toLowerCase()] ?? text.toLowerCase();
  const match = values.find((value) => value.toLowerCase() === String(candidate).toLowerCase());
  return match ? ok(match) : fail(`Must be one of ${values.join(', ')}`);
}

const PARSERS: Record<ImportType, (text: string, column: ImportColumn, timezone: string) => Parsed> = {
  text: (text) => (text.length > MAX_TEXT ? fail(`Must be at most ${MAX_TEXT} characters`) : ok(text)),
  phone: (text) => {
    const mobile = normalizeIndianMobile(text);
    return mobile ? ok(mobile) : fail('Must be a 10-digit mobile number starting with 6, 7, 8 or 9');
  },
  email: (text) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) && text.length <= 254 ? ok(text.toLowerCase()) : fail('Must be a valid email')),
  money: (text) => parseMoney(text),
  integer: (text) => parseInteger(text),
  date: (text) => parseDate(text),
  datetime: (text, _column, timezone) => parseDateTime(text, timezone),
  boolean: (text) =>
    TRUE.includes(text.toLowerCase()) ? ok(true) : FALSE.includes(text.toLowerCase()) ? ok(false) : fail('Must be true or false'),
  enum: (text, column) => parseEnum(text, column),
};

/** Rules beyond the type, per column. */
function extraRule(column: ImportColumn, value: unknown): string | undefined {
  if (column.name === 'name' && String(value).length < 2) return 'Must be at least 2 characters';
  if (column.name === 'loan_application_no' && String(value).length > 100) return 'Must be at most 100 characters';
  if (column.name === 'month' && (Number(value) < 1 || Number(value) > 12)) return 'Must be between 1 and 12';
  if (column.name === 'year' && (Number(value) < 2000 || Number(value) > 2100)) return 'Must be a year between 2000 and 2100';
  return undefined;
}

interface ValidatedRow {
  /** Customer columns by name, plus `metadata` (and a mark column, which jsonb_populate_record(NULL::customers, ...) skips). */
  data: Record<string, unknown>;
  errors: string[];
}

/**
 * Validates one CSV record against the columns its file has. Errors read "Field - message". Empty cells are
 * null (a required column must not be empty). Extra, unlisted columns are kept in metadata as text.
 */
export function validateRow(
  record: Record<string, string>,
  columns: ReadonlyMap<string, ImportColumn>,
  extraHeaders: readonly string[],
  timezone: string,
): ValidatedRow {
  const data: Record<string, unknown> = {};
  const metadata: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const [header, column] of columns) {
    const text = (record[header] ?? '').trim();
    if (text === '') {
      if (column.required) errors.push(`${column.name} - Is required`);
      else if (column.target === 'column') data[column.name] = null;
      continue;
    }
    const parsed = PARSERS[column.type](text, column, timezone);
    if ('error' in parsed) {
      errors.push(`${column.name} - ${parsed.error}`);
      continue;
    }
    const problem = extraRule(column, parsed.value);
    if (problem) errors.push(`${column.name} - ${problem}`);
    else if (column.target === 'metadata') metadata[column.name] = parsed.value;
    else data[column.name] = parsed.value;
  }
  for (const header of extraHeaders) {
    const text = (record[header] ?? '').trim();
    if (text !== '') metadata[header] = text.slice(0, MAX_TEXT);
  }
  data.metadata = metadata;
  return { data, errors };
}
