// A form's client-side check with the server's own request schema: every field's Spanish message, or the request.
import { isMessageKey, message } from '@gym/domain';

interface SchemaIssue {
  readonly message: string;
  readonly path: readonly PropertyKey[];
}

/** What the domain's zod request schemas offer; structural, so the frontend needs no zod import. */
export interface RequestSchema<T> {
  safeParse(
    body: unknown,
  ):
    | { readonly success: true; readonly data: T }
    | { readonly success: false; readonly error: { readonly issues: readonly SchemaIssue[] } };
}

export type RequestCheck<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: Readonly<Record<string, string>> };

/**
 * Like `parseRequest`, with every problem instead of the first, keyed by form field (the last
 * segment of the issue's path: `details.name` → `name`), so the form marks all fields at once.
 */
export function checkRequest<T>(schema: RequestSchema<T>, body: unknown): RequestCheck<T> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path.at(-1) ?? '');
    errors[field] ??= message(isMessageKey(issue.message) ? issue.message : 'REQUEST.INVALID');
  }
  return { ok: false, errors };
}
