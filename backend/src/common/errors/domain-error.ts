/** Field name → the message shown beside that input (react-admin reads `errors` from the body). */
export type FieldErrors = Record<string, string>;

/**
 * A refusal the domain explains to the caller: a stable machine-readable code, the message for people, optionally
 * the fields at fault, and the HTTP status the API answers with. The global exception filter turns every one into
 * the usual error body, so services throw them and never build bodies themselves.
 */
export abstract class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }
  abstract get httpStatus(): number;
}

/** 400: the request breaks a rule (a wrong value, a missing choice). */
export class InvalidInputError<Code extends string = string> extends DomainError<Code> {
  get httpStatus(): number {
    return 400;
  }
}

/** 401: the caller is not signed in, or the sign-in failed. */
export class UnauthenticatedError<Code extends string = string> extends DomainError<Code> {
  get httpStatus(): number {
    return 401;
  }
}

/** 403: the caller may not do this. */
export class ForbiddenError<Code extends string = string> extends DomainError<Code> {
  get httpStatus(): number {
    return 403;
  }
}

/** 404: the record named does not exist (or is not visible to the caller). */
export class NotFoundError<Code extends string = string> extends DomainError<Code> {
  get httpStatus(): number {
    return 404;
  }
}

/** 409: the request is fine but the state of the records forbids it now (already done, still in use, busy). */
export class ConflictError<Code extends string = string> extends DomainError<Code> {
  get httpStatus(): number {
    return 409;
  }
}
