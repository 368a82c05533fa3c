import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-http-bearer';
import type { ApiKeyPrincipal } from '../../common/security/api-key-principal.js';
import { clientAddress } from '../auth/passport-session.js';
import { ApiKeyLimits } from './api-key-limits.js';
import { ApiKeysErrors } from './api-keys.errors.js';
import { ApiKeysService } from './api-keys.service.js';

export const API_KEY_STRATEGY = 'api-key';

/** `Authorization: Bearer crm_…`: the key's principal, or 401 (429 for an address that keeps failing). */
@Injectable()
export class ApiKeyStrategy extends PassportStrategy(Strategy, API_KEY_STRATEGY) {
  constructor(
    private readonly keys: ApiKeysService,
    private readonly limits: ApiKeyLimits,
  ) {
    super({ passReqToCallback: true });
  }

  async validate(request: Request, token: string): Promise<ApiKeyPrincipal> {
    const address = clientAddress(request);
    // Only a wrong key waits out its address's failures (a right one cannot have been guessed): a key's request reads
    // no failure count, one round trip fewer (issue 29's <= 1 ms over a session).
    const principal = await this.keys.authenticate(token, address);
    if (principal) return principal;
    await this.limits.refuseIfBlocked(address);
    await this.limits.countFailure(address);
    throw ApiKeysErrors.invalidKey();
  }
}
