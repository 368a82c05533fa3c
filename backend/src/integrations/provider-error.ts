import { DomainError } from '../common/errors/domain-error.js';

/**
 * A failure of an outside provider (dialer, messenger) with a machine-readable code and the HTTP status the API
 * answers with (each adapter's error maps its codes); the global exception filter answers it like any domain error,
 * so services just let it through.
 */
export abstract class ProviderError<Code extends string = string> extends DomainError<Code> {}
