import type { AppConfig } from '../api/types';
import { setBusinessTimeZone } from '../i18n/dates';
import { api } from './httpClient';

/**
 * Reads GET /api/app-config and applies it, before the app renders, so the first date shown is already in the
 * business time zone. It never rejects: when the server cannot answer, dates stay in the browser's zone and the
 * app's own calls show the failure.
 */
export async function applyAppConfig(): Promise<void> {
  try {
    const { timezone } = await api<AppConfig>('/app-config');
    setBusinessTimeZone(timezone);
  } catch {
    // The app still starts; see above.
  }
}
