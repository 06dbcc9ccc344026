// The passport-jwt strategy: reads the JWT from the session cookie, accepts only HS256 signed with
// our secret and not expired, checks its claims (`readSessionClaims`: an `exp`, no `iat` in the
// future), then the account as it stands now in the log (StaffSessions, issue 28): it exists, is not
// disabled, its `sessionsValidFrom` is still the one the token was issued with, and this session was
// not ended. A token whose signature passport-jwt has verified is remembered (the same string always
// verifies the same way with our one secret): its next requests skip passport and the HMAC, never
// the claims' expiry or the account read, so an ended session or a disabled account holds at once.
import { createSecretKey } from 'node:crypto';
import { readSessionClaims } from '@gym/domain';
import type { HttpRequest, HttpResponse } from '../shared/http/http-exchange.js';
import passport from 'passport';
import { Strategy, type VerifiedCallback } from 'passport-jwt';
import type { SignedInStaff } from '../shared/http/command-context.js';
import { sessionTokenOf } from './session-cookie.js';
import type { StaffSessions } from './staff-sessions.js';

/**
 * Seconds since the epoch on the wall clock. Tokens live in wall-clock time, like the JWT library's
 * own `exp` check: the gym's injectable clock (which tests move to chosen days) does not apply.
 */
export type WallClockSeconds = () => number;
const wallClockSeconds: WallClockSeconds = () => Math.floor(Date.now() / 1000);

/** How many verified tokens are remembered: far more than a gym has sessions open; a few hundred KB. */
const VERIFIED_TOKENS_KEPT = 1000;

/** Tokens whose signature was verified, with their payload; the oldest is forgotten first. */
export class VerifiedTokens {
  private readonly payloads = new Map<string, unknown>();

  constructor(private readonly capacity: number) {}

  remember(token: string, payload: unknown): void {
    this.payloads.delete(token);
    this.payloads.set(token, payload);
    if (this.payloads.size > this.capacity) this.payloads.delete(this.payloads.keys().next().value as string);
  }

  payloadOf(token: string): unknown {
    return this.payloads.get(token);
  }
}

// One instance per app, handed to passport directly rather than registered by name in passport's
// global registry: two apps in one process (tests) must not share a secret or their accounts.
export class SessionStrategy extends Strategy {
  constructor(
    secret: string,
    private readonly sessions: StaffSessions,
    private readonly nowSeconds: WallClockSeconds = wallClockSeconds,
    readonly verified = new VerifiedTokens(VERIFIED_TOKENS_KEPT),
  ) {
    super(
      // A KeyObject made once: given the string, the JWT check would build one on every request
      // (after a failed attempt at a public key). jsonwebtoken takes it; passport-jwt's types lag.
      {
        jwtFromRequest: sessionTokenOf,
        secretOrKey: createSecretKey(Buffer.from(secret)) as unknown as Buffer,
        algorithms: ['HS256'],
        ignoreExpiration: false,
        passReqToCallback: true,
      },
      (request: HttpRequest, payload: unknown, done: VerifiedCallback) => {
        const token = sessionTokenOf(request);
        if (token) verified.remember(token, payload);
        staffOfSession(sessions, request, payload, nowSeconds()).then(
          (staff) => done(null, staff ?? false),
          (error: unknown) => done(error, false),
        );
      },
    );
  }

  /** The staff member of a token verified before; undefined when it was not (passport must check it). */
  staffOfVerified(token: string, request: HttpRequest): Promise<SignedInStaff | null> | undefined {
    const payload = this.verified.payloadOf(token);
    return payload === undefined ? undefined : staffOfSession(this.sessions, request, payload, this.nowSeconds());
  }
}

async function staffOfSession(
  sessions: StaffSessions,
  request: HttpRequest,
  payload: unknown,
  nowSeconds: number,
): Promise<SignedInStaff | null> {
  const claims = readSessionClaims(payload, nowSeconds);
  return claims ? sessions.signedIn(claims, request) : null;
}

/** The staff member a request's session cookie names; null for no or an invalid session; rejects when the store fails. */
export function authenticate(
  strategy: SessionStrategy,
  request: HttpRequest,
  response: HttpResponse,
): Promise<SignedInStaff | null> {
  const token = sessionTokenOf(request);
  const known = token === null ? undefined : strategy.staffOfVerified(token, request);
  if (known) return known;
  return new Promise((resolve, reject) => {
    const done = (error: unknown, staff: SignedInStaff | false | undefined): void =>
      error
        ? reject(error instanceof Error ? error : new Error('session check failed', { cause: error }))
        : resolve(staff || null);
    // Passport sets this request's success/fail callbacks on the strategy object it is given; a
    // shared object would let an overlapping request answer this one's. One per request.
    const handle = passport.authenticate(Object.create(strategy) as SessionStrategy, { session: false }, done) as (
      request: HttpRequest,
      response: HttpResponse,
      next: (error: unknown) => void,
    ) => void;
    handle(request, response, reject);
  });
}
