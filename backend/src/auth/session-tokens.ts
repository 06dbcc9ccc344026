// Issues session tokens: HS256 JWTs naming the account (`sub`), the account's `sessionsValidFrom`
// at sign-in (`sv`) and the session itself (`jti`, a random UUID), issued (`iat`) and expiring
// (`exp`) 12 hours apart. A password change, disabling, a demotion or 'Cerrar todas mis sesiones'
// moves `sessionsValidFrom`, so every token issued before stops matching; 'Cerrar Sesión' records
// the `jti` as ended. Both are checked on each request by SessionStrategy (`readSessionClaims`).
import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { SESSION_SECONDS } from '@gym/domain';
import type { StaffAccountDocument } from '../staff/staff.port.js';

export class SessionTokens {
  private readonly jwt: JwtService;

  constructor(secret: string) {
    this.jwt = new JwtService({ secret, signOptions: { algorithm: 'HS256', expiresIn: SESSION_SECONDS } });
  }

  issue(account: Pick<StaffAccountDocument, 'id' | 'sessionsValidFrom'>): string {
    return this.jwt.sign({ sub: account.id, sv: account.sessionsValidFrom, jti: randomUUID() });
  }
}
