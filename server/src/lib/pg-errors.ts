/** The SQLSTATE of a PostgreSQL error from either driver (Drizzle may wrap it in `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  for (
    let current = err;
    typeof current === 'object' && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** unique_violation: a unique constraint decided a race. */
export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';

/** foreign_key_violation: a restricting reference decided a race. */
export const isForeignKeyViolation = (err: unknown) => pgErrorCode(err) === '23503';
