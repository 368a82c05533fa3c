import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

/** Who is asking and from where, for code that should not have the request passed down to it (the audit trail). */
export interface RequestActor {
  userId: number | null;
  ip: string | null;
  /** The API key a bearer request authenticated with (then `userId` is null: a key is not a person). */
  keyId?: number | null;
}

const storage = new AsyncLocalStorage<Request>();

/** Runs the rest of the request inside its context; mounted after the session so `request.user` is known. */
export function requestContext(request: Request, _response: Response, next: NextFunction): void {
  storage.run(request, next);
}

/** The current request's caller (read when asked: sign-in sets the user during the request); null outside one. */
export function currentActor(): RequestActor | null {
  const request = storage.getStore();
  if (!request) return null;
  const user = request.user as { id?: number; apiKey?: { id: number } } | undefined;
  if (user?.apiKey) return { userId: null, keyId: user.apiKey.id, ip: request.ip ?? null };
  return { userId: user?.id ?? null, ip: request.ip ?? null };
}
