/** True when `value` starts with a `YYYY-MM-DD` that is not a day of the calendar (`2026-02-30`, `2026-13-01`), which Date would roll over silently. */
export function hasImpossibleCalendarDay(value: string): boolean {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (day === undefined) return false;
  const start = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day;
}

/** What the API accepts as a date or timestamp, stated in the OpenAPI document. */
export const DATE_OR_TIMESTAMP_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,9})?)?(Z|[+-][0-9]{2}:?[0-9]{2}))?$';
