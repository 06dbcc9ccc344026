// POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me: the staff session over HTTP.
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { parseRequest, requestText, type StaffAccountView } from '@gym/domain';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { AppError } from '../shared/http/app-error.js';
import { CurrentStaff, type SignedInStaff } from '../shared/http/command-context.js';
import type { AppLogger } from '../shared/logging/logger.js';
import { LOGGER } from '../shared/tokens.js';
import { Public } from './public.decorator.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { SignIn, TooManyAttemptsError } from './sign-in.js';

const loginRequest = z.strictObject({ email: requestText().max(1000), password: requestText().max(10_000) });

@ApiTags('sesión')
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(SignIn) private readonly signIn: SignIn,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Inicia sesión con correo y contraseña; la sesión queda en la cookie gym_session' })
  async login(
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StaffAccountView> {
    response.setHeader('Cache-Control', 'no-store');
    const parsed = parseRequest(loginRequest, body);
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
  @Public()
  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Cierra la sesión (borra la cookie)' })
  logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): void {
    clearSessionCookie(request, response);
  }

  @Get('me')
  @ApiOperation({ summary: 'La cuenta del personal con la sesión abierta' })
  me(
    @CurrentStaff() staff: SignedInStaff | undefined,
    @Res({ passthrough: true }) response: Response,
  ): StaffAccountView {
    if (!staff) throw new AppError('AUTH.UNAUTHORIZED', 401);
    response.setHeader('Cache-Control', 'no-store');
    return { id: staff.staffId, email: staff.email, displayName: staff.displayName };
  }
}
