import { z } from '@hono/zod-openapi';
import { DATE_OR_TIMESTAMP_PATTERN } from '../../core/calendar-date.js';

/** A query bound: `YYYY-MM-DD` or an ISO 8601 timestamp with a zone; the route checks it is a real day. */
export const DateOrTimestamp = z
  .string()
  .max(40)
  .regex(new RegExp(DATE_OR_TIMESTAMP_PATTERN), { message: 'must be a date (YYYY-MM-DD) or an ISO 8601 timestamp with a time zone (2026-09-27T12:00:00Z)' });
