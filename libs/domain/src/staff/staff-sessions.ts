// The rules of a staff session token: which claims a valid one carries, and how long an ended
// session must be remembered (until the token would have expired anyway).

/** A session lasts 12 hours from sign-in at most. */
export const SESSION_SECONDS = 12 * 60 * 60;

/** How far another machine's clock may run ahead of ours: a token issued later than this is forged. */
export const SESSION_CLOCK_SKEW_SECONDS = 60;

const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A session id (`jti`) as the app issues them: a lower-case UUID (also safe as a document key). */
export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}

/** What a session token says, once read by `readSessionClaims`. */
export interface SessionClaims {
  /** The staff account. */
  readonly sub: string;
  /** The account's `sessionsValidFrom` when the token was issued. */
  readonly sv: string;
  /** The session's own id; absent on tokens issued before sessions had one (they cannot be ended one by one). */
  readonly jti?: string;
  /** Issued and expiring, in seconds since the epoch. */
  readonly iat: number;
  readonly exp: number;
}

const isWholeSeconds = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/**
 * The claims of a token whose signature was already checked, or null when it must be refused: no
 * account, no `exp` or `iat`, living longer than a session, issued in the future (beyond the clock
 * skew), already expired, or with a `jti` that is not one of ours. `nowSeconds` is the wall clock.
 */
export function readSessionClaims(payload: unknown, nowSeconds: number): SessionClaims | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { sub, sv, jti, iat, exp } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || sub === '' || typeof sv !== 'string') return null;
  if (!isWholeSeconds(iat) || !isWholeSeconds(exp)) return null;
  const lifetime = exp - iat;
  if (lifetime <= 0 || lifetime > SESSION_SECONDS) return null;
  if (iat > nowSeconds + SESSION_CLOCK_SKEW_SECONDS || exp <= nowSeconds) return null;
  if (jti !== undefined && !isSessionId(jti)) return null;
  return jti === undefined ? { sub, sv, iat, exp } : { sub, sv, jti, iat, exp };
}

/** The sessions of one account ended one by one: session id → when its token expires (ISO instant). */
export type EndedSessions = Readonly<Record<string, string>>;

export function isSessionEnded(ended: EndedSessions | undefined, sessionId: string | undefined): boolean {
  return sessionId !== undefined && ended !== undefined && Object.hasOwn(ended, sessionId);
}

/**
 * The ended sessions still worth remembering at `at`: a token past its expiry is refused anyway,
 * so its entry goes (a clock skew later), and the list never grows beyond the last 12 hours.
 */
export function endedSessionsInForce(ended: EndedSessions | undefined, at: string): EndedSessions {
  const forgetBefore = Date.parse(at) - SESSION_CLOCK_SKEW_SECONDS * 1000;
  return Object.fromEntries(
    Object.entries(ended ?? {}).filter(([, expiresAt]) => !(Date.parse(expiresAt) < forgetBefore)),
  );
}
