/** The UTC day (days since 1970-01-01) of a call's call_date_time, as `call_days` keys it. */
export const CALL_DAY = `floor(extract(epoch FROM call_date_time) / 86400)::int`;
