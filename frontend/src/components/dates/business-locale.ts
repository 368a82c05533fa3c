import dayjs from 'dayjs';
import enIn from 'dayjs/locale/en-in';
import { FIRST_DAY_OF_WEEK } from '@crm/shared';

/** en-IN (dd/mm/yyyy, Indian names), with the week starting on Sunday as the spec draws it (§2, §9): en-IN starts on Monday. */
export const BUSINESS_LOCALE = 'en-in-sunday';
dayjs.locale({ ...enIn, name: BUSINESS_LOCALE, weekStart: FIRST_DAY_OF_WEEK }, undefined, true);
