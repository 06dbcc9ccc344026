// A fresh session cookie for an account whose sessions just ended by its own doing (its password
// changed in 'Mi cuenta'): once the projection has the new `sessionsValidFrom`, the caller goes on.
import type { HttpRequest, HttpResponseWithCookies } from '../shared/http/http-exchange.js';
import { ProjectionService } from '../shared/projections/projection-service.js';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import { STAFF_ACCOUNTS, type StaffAccountDocument } from '../staff/staff.port.js';
import { setSessionCookie } from './session-cookie.js';
import type { SessionTokens } from './session-tokens.js';

const WAIT_MS = 5_000;

export class SessionRenewal {
  constructor(
    private readonly readStore: ReadQueries,
    private readonly tokens: SessionTokens,
    private readonly runner: ProjectionService,
  ) {}

  /** Sets the new cookie; if the projection is too slow, the caller simply signs in again. */
  async renew(
    staffId: string,
    position: number,
    request: HttpRequest,
    response: HttpResponseWithCookies,
  ): Promise<void> {
    if (!(await this.runner.waitFor(position, WAIT_MS))) return;
    const account = await this.readStore.get<StaffAccountDocument>(STAFF_ACCOUNTS, staffId);
    if (account && !account.disabled) setSessionCookie(request, response, this.tokens.issue(account));
  }
}
