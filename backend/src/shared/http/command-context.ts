// What a command endpoint takes from its HTTP request besides the body: who is acting (R23),
// the request id for correlation, and the Idempotency-Key with a hash of what it was sent with.
import { createHash } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { SYSTEM_STAFF_ID, type StaffRole } from '@gym/domain';
import type { HttpRequest } from './http-exchange.js';
import type { ActingSession } from '../commands/command-runner.types.js';
import { AppError } from './app-error.js';

/** Set on `request.user` by the authentication guard for a valid session. */
export interface SignedInStaff {
  readonly staffId: string;
  readonly email: string;
  readonly displayName: string;
  /** Read from the account on every request (R25): a demotion takes effect at once. */
  readonly role: StaffRole;
  /** The session's id and expiry, for 'Cerrar Sesión'; none on a token issued before sessions had an id. */
  readonly session?: { readonly id: string; readonly expiresAt: string };
  /** What a command of this request acts as: the account read again where it is decided (issue 28). */
  readonly acting?: ActingSession;
}

export interface CommandContext {
  readonly staffId: string;
  /** The role read for this request (R25); the deciders judge it. Absent: as CommandRequest's `role`. */
  readonly role?: StaffRole;
  /** The signed-in session, read again where its commands are decided (issue 28). */
  readonly acting?: ActingSession;
  readonly correlationId: string;
  readonly idempotencyKey?: string;
  readonly requestHash?: string;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id (set by the logger), carried by every event it causes. */
export function correlationIdOf(request: HttpRequest): string {
  const id = (request as HttpRequest & { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
}

export function commandContextOf(request: HttpRequest): CommandContext {
  const staff = (request as HttpRequest & { user?: SignedInStaff }).user;
  const correlationId = correlationIdOf(request);
  const key = request.headers['idempotency-key'];
  const actor = staff
    ? { staffId: staff.staffId, role: staff.role, ...(staff.acting ? { acting: staff.acting } : {}) }
    : { staffId: SYSTEM_STAFF_ID, role: 'reception' as const };
  if (key === undefined) return { ...actor, correlationId };
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
    throw new AppError('REQUEST.INVALID', {}, 'Idempotency-Key');
  const requestHash = createHash('sha256')
    .update(`${request.method} ${request.originalUrl.split('?')[0]} ${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  return { ...actor, correlationId, idempotencyKey: key, requestHash };
}

/** `@Command() context: CommandContext` in a command controller's handler. */
export const Command = createParamDecorator((_data: unknown, ctx: ExecutionContext) =>
  commandContextOf(ctx.switchToHttp().getRequest<HttpRequest>()),
);

/** `@CurrentStaff() staff: SignedInStaff | undefined` for queries that need the account. */
export const CurrentStaff = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext) =>
    ctx.switchToHttp().getRequest<HttpRequest & { user?: SignedInStaff }>().user,
);
