import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { validationError } from '../../api/errors.js';

const Credentials = z.union([z.strictObject({ username: z.string(), password: z.string() }), z.strictObject({ token: z.string() })]);
const Body = z.strictObject({ mlflow: Credentials });

const errorOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a validation error');
  return validationError(parsed.error);
};

describe('validationError on a union', () => {
  it('names the field of the alternative the value came closest to, under the union’s own path', () => {
    const error = errorOf(Body, { mlflow: { username: 'u' } });
    expect(error.status).toBe(400);
    expect(error.param).toBe('mlflow.password');
    expect(error.message).toContain('password');
  });

  it('picks the other alternative when that one is closer', () => {
    expect(errorOf(Credentials, { token: 7 }).param).toBe('token');
  });
});
