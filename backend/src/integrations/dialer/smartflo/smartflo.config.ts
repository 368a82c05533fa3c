/** Smartflo account settings; app-config fills this from the SMARTFLO_* environment variables. */
export interface SmartfloConfig {
  /** e.g. https://api-smartflo.tatateleservices.com (paths start with /v1). */
  baseUrl: string;
  /** Long-lived portal token (API Connect > API Tokens); when empty, email + password log in instead. */
  apiToken: string;
  email: string;
  password: string;
  /** `Authorization: Bearer <token>` or the bare token; the docs disagree, so it is configurable. */
  authScheme: 'Bearer' | 'raw';
  /** The DID shown to customers. */
  callerId: string;
  /** Sent as call_timeout: Smartflo cuts a connected call after this many seconds. */
  callTimeoutSec: number;
  /**
   * Hosts (host[:port]) besides the API's that recordings are fetched from. A recording URL arrives in a webhook, so
   * any other host (an internal address, a cloud metadata service) is never requested.
   */
  recordingHosts: string[];
}
