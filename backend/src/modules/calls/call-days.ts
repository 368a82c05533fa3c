import { utcDay } from '../../common/utc-day.js';

/** The UTC day (days since 1970-01-01) of a call's call_date_time, as `call_days` keys it. */
export const CALL_DAY = utcDay('call_date_time');
