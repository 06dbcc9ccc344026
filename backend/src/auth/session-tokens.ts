// Issues session tokens: HS256 JWTs naming the account (`sub`) and the account's
// `sessionsValidFrom` at sign-in (`sv`). A password change or disabling moves `sessionsValidFrom`,
// so every token issued before stops matching (checked on each request by SessionStrategy).
import { JwtService } from '@nestjs/jwt';
import type { StaffAccountDocument } from '../staff/staff.port.js';
import { SESSION_SECONDS } from './session-cookie.js';

export interface SessionClaims {
  readonly sub: string;
  readonly sv: string;
}

/**
 * Our claims, issued (`iat`) and expiring (`exp`) at most 12 hours apart. The JWT check only
 * compares `exp` when present, so a token without one (never issued here) would never expire.
 */
export function isSessionClaims(payload: unknown): payload is SessionClaims {
  if (typeof payload !== 'object' || payload === null) return false;
  const { sub, sv, iat, exp } = payload as Record<string, unknown>;
  const lifetime = typeof exp === 'number' && typeof iat === 'number' ? exp - iat : Number.NaN;
  return typeof sub === 'string' && sub !== '' && typeof sv === 'string' && lifetime > 0 && lifetime <= SESSION_SECONDS;
}

export class SessionTokens {
  private readonly jwt: JwtService;

  constructor(secret: string) {
    this.jwt = new JwtService({ secret, signOptions: { algorithm: 'HS256', expiresIn: SESSION_SECONDS } });
  }

  issue(account: Pick<StaffAccountDocument, 'id' | 'sessionsValidFrom'>): string {
    const claims: SessionClaims = { sub: account.id, sv: account.sessionsValidFrom };
    return this.jwt.sign(claims);
  }
}
