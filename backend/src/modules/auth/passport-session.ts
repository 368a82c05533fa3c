import type { Request } from 'express';
import type { SessionUser } from '../../common/security/session-user.js';

/** The client's address for the abuse limits: the socket's, or X-Forwarded-For's when TRUST_PROXY says to trust it. */
export function clientAddress(request: Request): string {
  return request.ip ?? 'unknown';
}

/** Starts a session for the user; passport regenerates the session id first, which defeats session fixation. */
export function startSession(request: Request, user: SessionUser): Promise<void> {
  return new Promise((resolve, reject) => request.logIn(user, (error) => (error ? reject(error) : resolve())));
}

export function endSession(request: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    request.logout((error) => {
      if (error) return reject(error);
      request.session.destroy((destroyError) => (destroyError ? reject(destroyError) : resolve()));
    }),
  );
}
