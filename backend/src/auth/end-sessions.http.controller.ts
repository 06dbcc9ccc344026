// POST /api/auth/logout ('Cerrar Sesión') and POST /api/auth/sessions/end-all ('Cerrar todas mis
// sesiones', Mi cuenta). The staff commands answer once the end holds (issue 28: sessions are checked
// against the account's stream, so the cookie is refused at once by every app process on the same
// event store) and this process's projections show it; the cookie is cleared in the browser.
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
import { AppError } from '../shared/http/app-error.js';
import { FailureText } from '../shared/http/failure-text.interceptor.js';
import { bodyOf } from '../shared/http/http-input.js';
import { Route } from '../shared/http/route.decorator.js';
import { clearSessionCookie } from './session-cookie.js';
import { sendToStaff, STAFF_WRITE_LOOP, type StaffWriteLoop } from '../staff/staff.port.js';

@Controller()
export class EndSessionsController {
  constructor(@Inject(STAFF_WRITE_LOOP) private readonly staffCommands: StaffWriteLoop) {}

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
      // Its own request is not waited for (issue 28: the end waits for the account's earlier ones).
      const context = { staffId: staff.staffId, correlationId: correlationIdOf(request), acting: staff.acting };
      const { id: sessionId, expiresAt } = staff.session;
      try {
        await sendToStaff(this.staffCommands, context, {
          type: 'EndStaffSession',
          data: { staffId: staff.staffId, sessionId, expiresAt },
        });
      } catch (error) {
        // Ended meanwhile (another sign-out, a new password): there is nothing left to end.
        if (!(error instanceof AppError && error.code === 'AUTH.UNAUTHORIZED')) throw error;
      }
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
    clearSessionCookie(request, response);
    return { id: staff.staffId, position };
  }
}
