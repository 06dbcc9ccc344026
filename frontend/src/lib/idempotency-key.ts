// Keys for the `Idempotency-Key` header: a retried command carrying the same key is recorded once.

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers on plain http have no randomUUID; uniqueness, not secrecy, is what matters here.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
