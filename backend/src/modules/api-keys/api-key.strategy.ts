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
    const [principal] = await Promise.all([this.keys.authenticate(token, address), this.limits.refuseIfBlocked(address)]);
    if (principal) return principal;
    await this.limits.countFailure(address);
    throw ApiKeysErrors.invalidKey();
  }
}
