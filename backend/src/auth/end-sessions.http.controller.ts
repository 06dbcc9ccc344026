// POST /api/auth/logout ('Cerrar Sesión') and POST /api/auth/sessions/end-all ('Cerrar todas mis
// sesiones', Mi cuenta). Each answers once this process's projections know the session ended, so
// the cookie is refused here at once and, sharing the stores, by every other app process as soon
// as its projections read the event; the cookie is cleared in the browser.
import { Body, Controller, Inject, Req, Res } from '@nestjs/common';
import { apiOperations, type StaffCommandResponse } from '@gym/domain';
import type { HttpRequest, HttpResponseWithCookies } from '../shared/http/http-exchange.js';
import {
  Command,
  correlationIdOf,
  CurrentStaff,
  type CommandContext,
  type SignedInStaff,
} from '../shared/http/command-context.js';
import { FailureText } from '../shared/http/failure-text.interceptor.js';
import { bodyOf } from '../shared/http/http-input.js';
import { Route } from '../shared/http/route.decorator.js';
import type { AppLogger } from '../shared/logging/logger.js';
import { ProjectionService } from '../shared/projections/projection-service.js';
import { LOGGER } from '../shared/tokens.js';
import { clearSessionCookie } from './session-cookie.js';
import { sendToStaff, STAFF_COMMANDS, type StaffCommands } from '../staff/staff.port.js';

const PROJECTED_WITHIN_MS = 5_000;

@Controller()
export class EndSessionsController {
  constructor(
    @Inject(STAFF_COMMANDS) private readonly staffCommands: StaffCommands,
    @Inject(ProjectionService) private readonly runner: ProjectionService,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  /**
   * Public: a session that expired, was ended or was never valid must still be able to leave; it
   * only has its cookie cleared, and nothing is appended. A valid session with an id is recorded
   * as ended first; if that fails the answer says so and the cookie stays, so the person can retry.
   * (A token issued before sessions had an id cannot be ended alone: 'Cerrar todas mis sesiones'.)
   */
  @Route(apiOperations.logout)
  @FailureText('AUTH.LOGOUT_FAILED')
  async logout(
    @CurrentStaff() staff: SignedInStaff | undefined,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpResponseWithCookies,
  ): Promise<void> {
    if (staff?.session) {
      const context = { staffId: staff.staffId, correlationId: correlationIdOf(request) };
      const { id: sessionId, expiresAt } = staff.session;
      const { position } = await sendToStaff(this.staffCommands, context, {
        type: 'EndStaffSession',
        data: { staffId: staff.staffId, sessionId, expiresAt },
      });
      await this.projected(position, staff.staffId);
    }
    clearSessionCookie(request, response);
  }

  /** Every session of the account ends, this one included: the screen goes to the login page. */
  @Route(apiOperations.endAllSessions)
  @FailureText('MY_ACCOUNT.END_ALL_FAILED')
  async endAll(
    @Body() body: unknown,
    @CurrentStaff() staff: SignedInStaff,
    @Command() context: CommandContext,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpResponseWithCookies,
  ): Promise<StaffCommandResponse> {
    bodyOf(apiOperations.endAllSessions, body);
    const { position } = await sendToStaff(this.staffCommands, context, {
      type: 'EndAllStaffSessions',
      data: { staffId: staff.staffId },
    });
    await this.projected(position, staff.staffId);
    clearSessionCookie(request, response);
    return { id: staff.staffId, position };
  }

  /** The event is stored either way; a slow projection only delays when this process refuses the cookie. */
  private async projected(position: number, staffId: string): Promise<void> {
    if (position > 0 && !(await this.runner.waitFor(position, PROJECTED_WITHIN_MS)))
      this.logger.warn({ staffId, position }, 'ended session not projected yet');
  }
}
