import type { z } from 'zod';
import { Invalid } from './errors';

/**
 * Parses request input with a zod schema; the first problem becomes a 400 with its message.
 * A schema's own message (the spec's wording) wins; otherwise a plain one naming the field.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {}, { error: plainMessage });
  if (result.success) return result.data;
  throw new Invalid(result.error.issues[0]?.message ?? 'Invalid request');
}

function plainMessage(issue: z.core.$ZodRawIssue): string {
  const field = issue.path?.length ? issue.path.join('.') : 'value';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? `${field} is required`
        : `${field} must be ${article(issue.expected)}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `${field} is required`
        : `${field} must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `${field} must be at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}`;
    default:
      return `${field} is invalid`;
  }
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}
