// POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me: the staff session over HTTP.
import { Body, Controller, Inject, Req, Res } from '@nestjs/common';
import { apiOperations, loginRequestSchema, parseRequest, type StaffAccountView } from '@gym/domain';
import type { Request, Response } from 'express';
import { AppError } from '../shared/http/app-error.js';
import { CurrentStaff, type SignedInStaff } from '../shared/http/command-context.js';
import { Route } from '../shared/http/route.decorator.js';
import type { AppLogger } from '../shared/logging/logger.js';
import { LOGGER } from '../shared/tokens.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { SignIn, TooManyAttemptsError } from './sign-in.js';

@Controller()
export class AuthController {
  constructor(
    @Inject(SignIn) private readonly signIn: SignIn,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  @Route(apiOperations.login)
  async login(
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StaffAccountView> {
    response.setHeader('Cache-Control', 'no-store');
    const parsed = parseRequest(loginRequestSchema, body);
    if (!parsed.ok)
      throw new AppError(parsed.code === 'REQUEST.TEXT_INVALID_CHARACTERS' ? parsed.code : 'AUTH.LOGIN_FAILED', 400);
    const address = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    try {
      const { account, token } = await this.signIn.signIn(parsed.value.email, parsed.value.password, address);
      setSessionCookie(request, response, token);
      this.logger.info({ staffId: account.id }, 'signed in');
      return { id: account.id, email: account.email, displayName: account.displayName };
    } catch (error) {
      if (error instanceof TooManyAttemptsError) response.setHeader('Retry-After', String(error.retryAfterSeconds));
      if (error instanceof AppError) throw error;
      this.logger.error({ err: error }, 'sign-in failed');
      throw new AppError('AUTH.LOGIN_FAILED', 500);
    }
  }

  // Public: clearing the cookie is harmless, and a session that already expired must still be able to leave.
  @Route(apiOperations.logout)
  logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): void {
    clearSessionCookie(request, response);
  }

  @Route(apiOperations.me)
  me(
    @CurrentStaff() staff: SignedInStaff | undefined,
    @Res({ passthrough: true }) response: Response,
  ): StaffAccountView {
    if (!staff) throw new AppError('AUTH.UNAUTHORIZED', 401);
    response.setHeader('Cache-Control', 'no-store');
    return { id: staff.staffId, email: staff.email, displayName: staff.displayName };
  }
}
