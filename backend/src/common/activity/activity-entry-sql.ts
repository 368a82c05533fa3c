/**
 * One kind of Recent Activity entry as its owning module exports it (calls, feedback, messages, payments): SQL on the
 * kind's table under the alias `x`. activity/activity-query.ts assembles the list from these; migration ActivityHeads
 * keeps each customer's first entry with the same time, key and visibility (a test compares the two).
 */
export interface ActivityEntrySql {
  kind: 'call' | 'feedback' | 'message' | 'payment';
  /** The table, aliased `x`. */
  from: string;
  /** When it happened. */
  at: string;
  /** Orders entries of the kind at the same moment, newest row first, as text compared in the "C" collation. */
  key: string;
  /** Who did it (a user id), or null. */
  agent: string;
  summary: string;
  /** Which rows are shown. */
  shown: string;
}

/** `key` of a kind with whole-number ids: the id padded to 10 digits, so text order is number order. */
export const wholeNumberKey = (id: string) => `lpad(${id}::text, 10, '0')`;
