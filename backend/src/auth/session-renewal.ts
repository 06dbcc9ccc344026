// A fresh session cookie for an account whose sessions just ended by its own doing (its password
// changed in 'Mi cuenta'): the new token carries the account's `sessionsValidFrom` as it stands now.
import type { HttpRequest, HttpResponseWithCookies } from '../shared/http/http-exchange.js';
import type { CurrentStaffAccounts } from '../staff/staff.port.js';
import { setSessionCookie } from './session-cookie.js';
import type { SessionTokens } from './session-tokens.js';

export class SessionRenewal {
  constructor(
    private readonly accounts: Pick<CurrentStaffAccounts, 'current'>,
    private readonly tokens: SessionTokens,
  ) {}

  /** Sets the new cookie; an account disabled meanwhile gets none (the caller then signs in again). */
  async renew(staffId: string, request: HttpRequest, response: HttpResponseWithCookies): Promise<void> {
    const account = await this.accounts.current(staffId);
    if (account && !account.disabled) setSessionCookie(request, response, this.tokens.issue(account));
  }
}
