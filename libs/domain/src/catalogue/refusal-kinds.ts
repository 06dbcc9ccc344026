// The kinds of refusal, each one HTTP status, and the shape of the refusals each catalogue texts file declares.

/** What kind of refusal a code is; each kind is one HTTP status. */
export const REFUSAL_STATUS = {
  bad_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  timeout: 408,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  rule: 422,
  throttled: 429,
  failure: 500,
  unavailable: 503,
} as const;

export type RefusalKind = keyof typeof REFUSAL_STATUS;

interface RefusalEntry {
  readonly kind: RefusalKind;
  readonly text: string;
}

/** The refusals of one feature (its `<feature>.texts.ts`): each code with its kind and its Spanish text (R21). */
export type RefusalPart = Readonly<Record<string, RefusalEntry>>;
