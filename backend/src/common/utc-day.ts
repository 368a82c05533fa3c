/**
 * SQL for the UTC day a timestamptz falls in, as a whole number of days since 1970-01-01: the key of the per-day
 * count tables (call_days, customer_group_follow_up_days). Their triggers and their reads must compute it the same way.
 */
export const utcDay = (timestamp: string) => `floor(extract(epoch FROM ${timestamp}) / 86400)::int`;

/** SQL for the first instant (timestamptz) of the UTC day `day` (an integer SQL expression, as `utcDay` gives). */
export const utcDayStart = (day: string) => `to_timestamp((${day}) * 86400.0)`;
