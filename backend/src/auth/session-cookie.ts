// The session cookie: a signed JWT, httpOnly (scripts cannot read it), SameSite=Strict (no other
// site can send it), Secure when the request came over HTTPS, sent to /api only, for 12 hours.
import { SESSION_COOKIE, SESSION_SECONDS } from '@gym/domain';
import type { CookieOptions, Request, Response } from 'express';

export { SESSION_COOKIE };

function cookieOptions(request: Request): CookieOptions {
  // `request.secure` is true for HTTPS, or behind a trusted proxy that says so (see app.ts).
  return { httpOnly: true, sameSite: 'strict', secure: request.secure, path: '/api' };
}

export function setSessionCookie(request: Request, response: Response, token: string): void {
  response.cookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: SESSION_SECONDS * 1000 });
}

export function clearSessionCookie(request: Request, response: Response): void {
  response.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

export function sessionTokenOf(request: Request): string | null {
  const cookies = request.cookies as Record<string, unknown> | undefined;
  const token = cookies?.[SESSION_COOKIE];
  return typeof token === 'string' && token !== '' ? token : null;
}
