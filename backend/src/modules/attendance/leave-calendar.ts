/**
 * The leave module's calendar as SQL the derivation embeds: approved leave days `(user_id, day, leave_count)` and
 * holidays `(day, name, type)` between two dates given as SQL expressions. The leave module owns those tables;
 * until its schema is on this branch both are empty sets of the same shape.
 */
export function approvedLeaveDaysSql(_start: string, _end: string): string {
  return `SELECT NULL::integer AS user_id, NULL::date AS day, NULL::numeric AS leave_count WHERE false`;
}

export function holidayDaysSql(_start: string, _end: string): string {
  return `SELECT NULL::date AS day, NULL::text AS name, NULL::text AS type WHERE false`;
}
