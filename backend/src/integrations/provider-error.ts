/**
 * A failure of an outside provider (dialer, messenger) with a machine-readable code and the HTTP status the API
 * answers with; the global exception filter turns it into the usual error body, so services just let it through.
 */
export abstract class ProviderError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
  }
  abstract get httpStatus(): number;
}
