import { describe, expect, it } from 'vitest';
import { ApiError, errorTypeForStatus, rateLimited } from '../../core/errors.js';

describe('error type table', () => {
  it.each([
    [400, 'invalid_request_error'],
    [402, 'invalid_request_error'],
    [405, 'invalid_request_error'],
    [413, 'invalid_request_error'],
    [415, 'invalid_request_error'],
    [401, 'authentication_error'],
    [403, 'permission_error'],
    [404, 'not_found_error'],
    [409, 'conflict_error'],
    [429, 'rate_limit_error'],
    [500, 'api_error'],
    [503, 'api_error'],
  ])('status %i is %s', (status, type) => {
    expect(errorTypeForStatus(status)).toBe(type);
    expect(new ApiError(status, 'x', 'y').type).toBe(type);
  });

  it('rate limit errors carry a whole-second Retry-After of at least 1', () => {
    expect(rateLimited('rate_limit_exceeded', 'slow down', 0.2).headers['Retry-After']).toBe('1');
    expect(rateLimited('capacity_exceeded', 'full', 2.1).headers['Retry-After']).toBe('3');
  });
});
