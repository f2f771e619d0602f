import { describe, expect, it } from 'vitest';
import { isPostgresDriverDefect } from '../../db/driver-defects.js';

describe('postgres.js defects on a dropped connection', () => {
  it('recognises a lost connection and a TypeError thrown inside the driver', () => {
    expect(isPostgresDriverDefect(Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' }))).toBe(true);
    const inDriver = new TypeError("Cannot read properties of null (reading 'write')");
    inDriver.stack = `TypeError: Cannot read properties of null (reading 'write')\n    at nextWrite (/app/node_modules/postgres/src/connection.js:255:22)`;
    expect(isPostgresDriverDefect(inDriver)).toBe(true);
  });

  it('leaves every other error to end the process', () => {
    expect(isPostgresDriverDefect(new TypeError('x is undefined'))).toBe(false);
    expect(isPostgresDriverDefect(Object.assign(new Error('duplicate key'), { code: '23505', name: 'PostgresError' }))).toBe(false);
    expect(isPostgresDriverDefect('a string')).toBe(false);
  });
});
