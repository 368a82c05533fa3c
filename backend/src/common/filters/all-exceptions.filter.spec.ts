import { describe, expect, it } from '@jest/globals';
import { BadRequestException, type ArgumentsHost } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../errors/domain-error.js';
import { FieldValidationException } from '../http/validation.js';
import { ProviderFailure } from '../../integrations/provider-error.js';
import { AllExceptionsFilter } from './all-exceptions.filter.js';

/** The status and body the filter answers an exception with. */
function answer(exception: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const response = { headersSent: false, status: (code: number) => ((sent.status = code), response), json: (body: unknown) => (sent.body = body) };
  const host = { switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ url: '/api/x', id: 'r1' }) }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return sent;
}

describe('AllExceptionsFilter and domain errors', () => {
  it('answers a domain error with its status and message in the one error shape', () => {
    expect(answer(new NotFoundError('CALL_NOT_FOUND', 'Call not found'))).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'Call not found', error: 'Not Found' },
    });
  });

  it('carries the field errors, as a hand-built HttpException body did', () => {
    const typed = answer(new FieldValidationException({ agent_id: 'Inactive agents cannot be assigned' }, 'INACTIVE_AGENT'));
    const handBuilt = answer(new BadRequestException({ message: 'Inactive agents cannot be assigned', errors: { agent_id: 'Inactive agents cannot be assigned' } }));
    expect(typed).toEqual(handBuilt);
    expect(JSON.stringify(typed.body)).toBe(JSON.stringify(handBuilt.body));
    expect(answer(new ConflictError('DUPLICATE', 'A group with this name already exists', { name: 'A group with this name already exists' }))).toEqual({
      status: 409,
      body: { statusCode: 409, message: 'A group with this name already exists', error: 'Conflict', errors: { name: 'A group with this name already exists' } },
    });
  });

  it("answers a provider failure with the provider's status, 502 when it gave none", () => {
    expect(answer(new ProviderFailure('Failed to send message: down', new Error('socket hang up'))).body).toEqual({
      statusCode: 502, message: 'Failed to send message: down', error: 'Bad Gateway',
    });
  });
});
