import { DomainError } from '../common/errors/domain-error.js';

/**
 * A failure of an outside provider (dialer, messenger) with a machine-readable code and the HTTP status the API
 * answers with (each adapter's error maps its codes); the global exception filter answers it like any domain error,
 * so services just let it through.
 */
export abstract class ProviderError<Code extends string = string> extends DomainError<Code> {}

/**
 * What the domain could not do because a provider failed, in the domain's words, answered with the provider
 * error's status (502 when the failure was not a ProviderError: the provider did not answer sensibly).
 */
export class ProviderFailure extends DomainError<'PROVIDER_FAILURE'> {
  private readonly status: number;

  constructor(message: string, cause: unknown) {
    super('PROVIDER_FAILURE', message);
    this.status = cause instanceof ProviderError ? cause.httpStatus : 502;
    this.cause = cause;
  }
  get httpStatus(): number {
    return this.status;
  }
}

/**
 * Whether a failed fetch to a provider was cut off by its time limit (`AbortSignal.timeout`, or an abort with a
 * TimeoutError). By name, not instanceof: fetch's DOMException may come from another realm (as under jest's VM modules).
 */
export const isProviderTimeout = (error: unknown): boolean => (error as { name?: unknown } | null)?.name === 'TimeoutError';
