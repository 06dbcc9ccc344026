// POST /api/auth/password ('Mi cuenta', every signed-in account): `{ currentPassword, newPassword }`.
// The account's other sessions end; this one gets a fresh cookie and goes on. Wrong current
// passwords count against the sign-in brake, so a left-open session cannot be used to guess it.
import { Body, Controller, Inject, Req, Res } from '@nestjs/common';
import { apiOperations, type StaffCommandResponse } from '@gym/domain';
import type { HttpRequest, HttpResponseWithCookies } from '../shared/http/http-exchange.js';
import { AppError } from '../shared/http/app-error.js';
import { Command, CurrentStaff, type CommandContext, type SignedInStaff } from '../shared/http/command-context.js';
import { FailureText } from '../shared/http/failure-text.interceptor.js';
import { bodyOf } from '../shared/http/http-input.js';
import { Route } from '../shared/http/route.decorator.js';
import { LoginThrottle, TooManyAttemptsError, type LoginAttempt } from './login-throttle.js';
import { SessionRenewal } from './session-renewal.js';
import { changeOwnPassword, STAFF_COMMAND_DEPS, type StaffCommandDeps } from '../staff/staff.port.js';

@Controller()
@FailureText('STAFF.SAVE_FAILED')
export class ChangeOwnPasswordController {
  constructor(
    @Inject(STAFF_COMMAND_DEPS) private readonly staffCommands: StaffCommandDeps,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(SessionRenewal) private readonly sessions: SessionRenewal,
  ) {}

  @Route(apiOperations.changeOwnPassword)
  async change(
    @Body() body: unknown,
    @CurrentStaff() staff: SignedInStaff,
    @Command() context: CommandContext,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpResponseWithCookies,
  ): Promise<StaffCommandResponse> {
    const { currentPassword, newPassword } = bodyOf(apiOperations.changeOwnPassword, body);
    const attempt = await this.admit(staff.email, request, response);
    try {
      const passwords = { currentPassword, newPassword };
      const { position } = await changeOwnPassword(this.staffCommands, context, staff.staffId, passwords);
      this.throttle.succeeded(attempt);
      await this.sessions.renew(staff.staffId, request, response);
      return { id: staff.staffId, position };
    } catch (error) {
      const guessed = error instanceof AppError && error.code === 'STAFF.CURRENT_PASSWORD_WRONG';
      if (!guessed) this.throttle.abandoned(attempt);
      throw error;
    }
  }

  /** Counted against the sign-in brake for this e-mail and address, like a sign-in. */
  private async admit(email: string, request: HttpRequest, response: HttpResponseWithCookies): Promise<LoginAttempt> {
    try {
      return await this.throttle.admit(email, request.ip ?? 'unknown');
    } catch (error) {
      if (error instanceof TooManyAttemptsError) response.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }
}
