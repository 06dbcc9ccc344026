// POST /api/auth/login and GET /api/auth/me: the staff session over HTTP (ending it: end-sessions/).
import { Body, Controller, Inject, Req, Res } from '@nestjs/common';
import {
  apiOperations,
  isStaffRole,
  loginRequestSchema,
  parseRequest,
  type RefusalCode,
  type SignedInAccount,
} from '@gym/domain';
import type { HttpRequest, HttpResponseWithCookies } from '../shared/http/http-exchange.js';
import { AppError } from '../shared/http/app-error.js';
import { commandContextOf, CurrentStaff, type SignedInStaff } from '../shared/http/command-context.js';
import { Route } from '../shared/http/route.decorator.js';
import type { AppLogger } from '../shared/logging/logger.js';
import { LOGGER } from '../shared/tokens.js';
import { sendToStaff, STAFF_WRITE_LOOP, type StaffAccountDocument, type StaffWriteLoop } from '../staff/staff.port.js';
import { setSessionCookie } from './session-cookie.js';
import { TooManyAttemptsError } from './login-throttle.js';
import { SignIn } from './sign-in.js';

@Controller()
export class AuthController {
  constructor(
    @Inject(SignIn) private readonly signIn: SignIn,
    @Inject(LOGGER) private readonly logger: AppLogger,
    @Inject(STAFF_WRITE_LOOP) private readonly staff: StaffWriteLoop,
  ) {}

  @Route(apiOperations.login)
  async login(
    @Body() body: unknown,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpResponseWithCookies,
  ): Promise<SignedInAccount> {
    response.header('Cache-Control', 'no-store');
    const parsed = parseRequest(loginRequestSchema, body);
    if (!parsed.ok) throw loginRefusal(parsed);
    const address = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    try {
      const { account, token } = await this.signIn.signIn(parsed.value.email, parsed.value.password, address);
      setSessionCookie(request, response, token);
      this.logger.info({ staffId: account.id }, 'signed in');
      await this.recordSignIn(account.id, request);
      return viewOf(account);
    } catch (error) {
      if (error instanceof TooManyAttemptsError) response.header('Retry-After', String(error.retryAfterSeconds));
      if (error instanceof AppError) throw error;
      this.logger.error({ err: error }, 'sign-in failed');
      throw AppError.failure('AUTH.LOGIN_FAILED');
    }
  }

  @Route(apiOperations.me)
  me(
    @CurrentStaff() staff: SignedInStaff | undefined,
    @Res({ passthrough: true }) response: HttpResponseWithCookies,
  ): SignedInAccount {
    if (!staff) throw new AppError('AUTH.UNAUTHORIZED');
    response.header('Cache-Control', 'no-store');
    return { id: staff.staffId, email: staff.email, displayName: staff.displayName, role: staff.role };
  }

  /** 'Último ingreso' on the Personal screen; a failure to record it never keeps anyone out. */
  private async recordSignIn(staffId: string, request: HttpRequest): Promise<void> {
    const { correlationId } = commandContextOf(request);
    try {
      await sendToStaff(this.staff, { staffId, correlationId }, { type: 'RecordStaffSignIn', data: { staffId } });
    } catch (error) {
      this.logger.warn({ err: error, staffId }, 'sign-in not recorded');
    }
  }
}

/** Characters nobody can type in a sign-in are named (under the e-mail for invisible ones); anything else is the generic failure. */
function loginRefusal({ code, field }: { readonly code: RefusalCode; readonly field?: string }): AppError {
  if (code === 'STAFF.EMAIL_INVISIBLE_CHARACTERS') return new AppError(code, {}, field);
  return new AppError(code === 'REQUEST.TEXT_INVALID_CHARACTERS' ? code : 'AUTH.LOGIN_FAILED');
}

function viewOf(account: StaffAccountDocument): SignedInAccount {
  const role = isStaffRole(account.role) ? account.role : 'reception';
  return { id: account.id, email: account.email, displayName: account.displayName, role };
}
