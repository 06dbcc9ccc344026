// The session cookie: a signed JWT, httpOnly (scripts cannot read it), SameSite=Strict (no other
// site can send it), Secure when the request came over HTTPS, sent to /api only, for 12 hours.
import { SESSION_COOKIE, SESSION_SECONDS } from '@gym/domain';
import {
  clearCookie,
  type CookieOptions,
  type HttpRequest,
  type HttpResponseWithCookies,
  setCookie,
} from '../shared/http/http-exchange.js';

export { SESSION_COOKIE };

function cookieOptions(request: HttpRequest): CookieOptions {
  // `protocol` is https for HTTPS, or behind a trusted proxy that says so (see app.ts).
  return { httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', path: '/api' };
}

export function setSessionCookie(request: HttpRequest, response: HttpResponseWithCookies, token: string): void {
  setCookie(response, SESSION_COOKIE, token, { ...cookieOptions(request), maxAgeSeconds: SESSION_SECONDS });
}

export function clearSessionCookie(request: HttpRequest, response: HttpResponseWithCookies): void {
  clearCookie(response, SESSION_COOKIE, cookieOptions(request));
}

export function sessionTokenOf(request: HttpRequest): string | null {
  const cookies = request.cookies as Record<string, unknown> | undefined;
  const token = cookies?.[SESSION_COOKIE];
  return typeof token === 'string' && token !== '' ? token : null;
}
