import { describe, expect, it } from '@jest/globals';
import { BadRequestException, type ArgumentsHost } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../errors/domain-error.js';
import { FieldValidationException } from '../http/validation.js';
import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
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

  it('answers 503 with one clear message whenever the database is gone, and keeps other failures as they were', () => {
    const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    const unavailable = { statusCode: 503, message: 'The database is not reachable; try again in a moment', error: 'Service Unavailable' };
    for (const exception of [
      new QueryFailedError('SELECT 1', [], withCode('57P01', 'terminating connection due to administrator command')),
      new QueryFailedError('SELECT 1', [], new Error('Connection terminated unexpectedly')),
      withCode('ECONNREFUSED'),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed'),
      withCode('08006'),
      new Error('timeout exceeded when trying to connect'),
      new QueryRunnerAlreadyReleasedError(),
      new QueryRunnerProviderAlreadyReleasedError(),
    ]) {
      expect({ exception: String(exception), answer: answer(exception) }).toEqual({ exception: String(exception), answer: { status: 503, body: unavailable } });
    }
    expect(answer(new QueryFailedError('INSERT', [], withCode('23505'))).status).toBe(409);
    expect(answer(new Error('a bug')).status).toBe(500);
  });
});
