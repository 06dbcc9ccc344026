// The one global guard (APP_GUARD): every route needs a valid session unless its operation is public,
// and a role its operation's permission allows (R25: 403 before any handler runs,
// so nothing is appended). On a public route a valid session is still recognised, so /api/health
// can say more to staff.
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { may, type ApiOperation } from '@gym/domain';
import type { HttpRequest, HttpResponse } from '../shared/http/http-exchange.js';
import { AppError } from '../shared/http/app-error.js';
import type { SignedInStaff } from '../shared/http/command-context.js';
import { API_OPERATION } from '../shared/http/route.decorator.js';
import { authenticate, SessionStrategy } from './session.strategy.js';

type StaffRequest = HttpRequest & { user?: SignedInStaff };

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
    const operation = this.reflector.get<ApiOperation | undefined>(API_OPERATION, context.getHandler());
    if (operation?.access === 'public') {
      // A broken store must not close the public routes: they answer as to a stranger.
      const staff = await authenticate(this.strategy, request, http.getResponse<HttpResponse>()).catch(() => null);
      if (staff) request.user = staff;
      return true;
    }
    const staff = await authenticate(this.strategy, request, http.getResponse<HttpResponse>());
    if (!staff) throw new AppError('AUTH.UNAUTHORIZED');
    request.user = staff;
    // A route without an operation is a mistake the API contract test catches; it is closed to all.
    if (!operation || (operation.access !== 'staff' && !may(staff.role, operation.access)))
      throw new AppError('AUTH.FORBIDDEN');
    return true;
  }
}
