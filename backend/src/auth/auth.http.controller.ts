// POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me: the staff session over HTTP.
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { isStaffRole, signedInAccountSchema, type SignedInAccount } from '@gym/domain';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { AppError } from '../shared/http/app-error.js';
import { ApiEndpoint } from '../shared/http/api-docs.js';
import { commandContextOf, CurrentStaff, type SignedInStaff } from '../shared/http/command-context.js';
import type { AppLogger } from '../shared/logging/logger.js';
import { LOGGER } from '../shared/tokens.js';
import { RecordSignInCommand } from '../staff/record-sign-in/record-sign-in.command.js';
import type { StaffAccountDocument } from '../staff/staff-accounts/staff-accounts.projection.js';
import { Public } from './public.decorator.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { SignIn, TooManyAttemptsError } from './sign-in.js';

const loginRequest = z.strictObject({ email: z.string().max(1000), password: z.string().max(10_000) });

@ApiTags('sesión')
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(SignIn) private readonly signIn: SignIn,
    @Inject(LOGGER) private readonly logger: AppLogger,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Inicia sesión con correo y contraseña; la sesión queda en la cookie gym_session' })
  async login(
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SignedInAccount> {
    response.setHeader('Cache-Control', 'no-store');
    const parsed = loginRequest.safeParse(body);
    if (!parsed.success) throw new AppError('AUTH.LOGIN_FAILED', 400);
    const address = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    try {
      const { account, token } = await this.signIn.signIn(parsed.data.email, parsed.data.password, address);
      setSessionCookie(request, response, token);
      this.logger.info({ staffId: account.id }, 'signed in');
      await this.recordSignIn(account.id, request);
      return viewOf(account);
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
  @ApiEndpoint({
    summary: 'La cuenta del personal con la sesión abierta y su rol (admin o reception)',
    status: 200,
    response: signedInAccountSchema,
  })
  me(
    @CurrentStaff() staff: SignedInStaff | undefined,
    @Res({ passthrough: true }) response: Response,
  ): SignedInAccount {
    if (!staff) throw new AppError('AUTH.UNAUTHORIZED', 401);
    response.setHeader('Cache-Control', 'no-store');
    return { id: staff.staffId, email: staff.email, displayName: staff.displayName, role: staff.role };
  }

  /** 'Último ingreso' on the Personal screen; a failure to record it never keeps anyone out. */
  private async recordSignIn(staffId: string, request: Request): Promise<void> {
    const { correlationId } = commandContextOf(request);
    try {
      await this.commandBus.execute(new RecordSignInCommand(staffId, { staffId, correlationId }));
    } catch (error) {
      this.logger.warn({ err: error, staffId }, 'sign-in not recorded');
    }
  }
}

function viewOf(account: StaffAccountDocument): SignedInAccount {
  const role = isStaffRole(account.role) ? account.role : 'reception';
  return { id: account.id, email: account.email, displayName: account.displayName, role };
}
