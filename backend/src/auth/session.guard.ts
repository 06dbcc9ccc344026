// The one global guard (APP_GUARD): every route needs a valid session unless marked `@Public()`,
// and a role `@Allowed(...)` lists when it names any (R25: 403 before any handler runs, so nothing
// is appended). On a public route a valid session is still recognised, so /api/health can say more.
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AppError } from '../shared/http/app-error.js';
import type { SignedInStaff } from '../shared/http/command-context.js';
import { errorBody } from '../shared/http/error.filter.js';
import type { StaffRole } from '@gym/domain';
import { ALLOWED_ROLES } from './allowed.decorator.js';
import { IS_PUBLIC } from './public.decorator.js';
import { authenticate, SessionStrategy } from './session.strategy.js';

type StaffRequest = Request & { user?: SignedInStaff };

@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(SessionStrategy) private readonly strategy: SessionStrategy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const http = context.switchToHttp();
    const request = http.getRequest<StaffRequest>();
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) {
      // A broken store must not close the public routes: they answer as to a stranger.
      const staff = await authenticate(this.strategy, request, http.getResponse<Response>()).catch(() => null);
      if (staff) request.user = staff;
      return true;
    }
    const staff = await authenticate(this.strategy, request, http.getResponse<Response>());
    if (!staff) throw new AppError('AUTH.UNAUTHORIZED', 401);
    request.user = staff;
    const allowed = this.reflector.getAllAndOverride<readonly StaffRole[] | undefined>(ALLOWED_ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (allowed && !allowed.includes(staff.role)) throw new AppError('AUTH.FORBIDDEN', 403);
    return true;
  }
}

/**
 * The same rule for what Nest does not route: the OpenAPI pages that Swagger mounts on Express.
 * Mounted in app.ts before them.
 */
export function requireSession(strategy: SessionStrategy) {
  return (request: Request, response: Response, next: (error?: unknown) => void): void => {
    const refuse = (error: unknown): void => {
      const body = errorBody(error);
      response.status(body.statusCode).json(body);
    };
    authenticate(strategy, request, response).then(
      (staff) => (staff ? next() : refuse(new AppError('AUTH.UNAUTHORIZED', 401))),
      refuse,
    );
  };
}
