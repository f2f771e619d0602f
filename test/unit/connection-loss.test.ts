import { describe, expect, it } from 'vitest';
import { isConnectionLoss } from '../../db/connection-loss.js';

function postgresError(code: string): Error {
  return Object.assign(new Error(`server said ${code}`), { name: 'PostgresError', code });
}

describe('isConnectionLoss', () => {
  it('is true for a connection that went away', () => {
    expect(isConnectionLoss(Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED' }))).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionLoss(postgresError('57P01'))).toBe(true); // pg_terminate_backend
    expect(isConnectionLoss(postgresError('08006'))).toBe(true);
    expect(isConnectionLoss(new Error('wrapped', { cause: postgresError('57P01') }))).toBe(true);
  });

  it('is false for a query the database refused, and for anything else', () => {
    expect(isConnectionLoss(postgresError('23505'))).toBe(false); // unique violation
    expect(isConnectionLoss(postgresError('40001'))).toBe(false); // serialization failure: the caller's transaction decides
    expect(isConnectionLoss(postgresError('42P01'))).toBe(false);
    expect(isConnectionLoss(new Error('boom'))).toBe(false);
    expect(isConnectionLoss(undefined)).toBe(false);
    expect(isConnectionLoss(Object.assign(new Error('not postgres'), { code: '08006' }))).toBe(false);
  });
});
