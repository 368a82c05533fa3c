import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '../../common/http/validation.js';
import { useOwnStrategy } from '../../common/security/own-strategy.js';
import { AuthErrors } from './auth.errors.js';
import { LoginDto } from './dto/auth.dto.js';
import { LOCAL_STRATEGY, LocalStrategy } from './local.strategy.js';

const validation = createValidationPipe();
type SessionBound = Request & { _sessionManager?: unknown };

/**
 * Runs the local strategy for POST /api/auth/login and leaves the verified user on `request.user`. Guards run
 * before pipes, so the body is validated here first: a malformed sign-in is a 400 naming the field, as for any body.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard(LOCAL_STRATEGY) {
  constructor(private readonly strategy: LocalStrategy) {
    super();
  }

  getAuthenticateOptions(): undefined {
    return useOwnStrategy(LOCAL_STRATEGY, this.strategy);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    await validation.transform(request.body, { type: 'body', metatype: LoginDto });
    // passport.authenticate points the request at the process-wide Passport's session manager, which has no
    // serializer; the session is this app's own (passport-setup.ts), so its manager is put back for the sign-in.
    const sessionManager = (request as SessionBound)._sessionManager;
    try {
      return (await super.canActivate(context)) as boolean;
    } finally {
      (request as SessionBound)._sessionManager = sessionManager;
    }
  }

  handleRequest<User>(error: unknown, user: User | false): User {
    if (error) throw error;
    if (!user) throw AuthErrors.invalidCredentials();
    return user;
  }
}
