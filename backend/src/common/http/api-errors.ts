import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';

/**
 * Documents the errors a route answers beyond those of the pipeline (400 for input, 401/403 from AccessGuard, 413,
 * 500), which `openapi/pipeline-errors.ts` adds to every operation with the one error body: status → when.
 */
export const ApiErrors = (errors: Partial<Record<401 | 403 | 404 | 409 | 413 | 416 | 429 | 502 | 503, string>>) =>
  applyDecorators(...Object.entries(errors).map(([status, description]) => ApiResponse({ status: Number(status), description })));

/** The statuses a provider's failure answers with (ProviderError.httpStatus), for routes that call the dialer or messenger. */
export const PROVIDER_FAILURES = {
  429: 'The provider asks to slow down',
  502: 'The provider refused the request or failed',
  503: 'The provider is not configured or does not answer',
} as const;
