// What the app's code reads of a request and writes on an answer: the part of Fastify's request
// and reply it uses, so controllers, the guard and their tests name only that.
import type { IncomingHttpHeaders } from 'node:http';

export interface HttpRequest {
  readonly method: string;
  /** The path and query as received. */
  readonly originalUrl: string;
  readonly headers: IncomingHttpHeaders;
  readonly params: unknown;
  readonly body?: unknown;
  /** The client's address, through a proxy on this machine (`trustProxy` loopback). */
  readonly ip?: string;
  readonly socket: { readonly remoteAddress?: string };
  /** 'https' when the request came over HTTPS, or a proxy on this machine says so. */
  readonly protocol: string;
  /** Parsed by @fastify/cookie. */
  readonly cookies?: unknown;
  /** The answer being sent to this request, set by the first hook (request-hooks.ts). */
  readonly answer?: AnswerInProgress | null;
}

/** Node's response to a request, for waiting until it is sent ('close'). */
export interface AnswerInProgress {
  once(event: 'close', listener: () => void): unknown;
}

export interface CookieOptions {
  readonly httpOnly: boolean;
  readonly sameSite: 'strict';
  readonly secure: boolean;
  readonly path: string;
  /** Seconds. */
  readonly maxAgeSeconds?: number;
}

export interface HttpResponse {
  /** Sets one header. */
  header(name: string, value: string): unknown;
}

/** A reply with @fastify/cookie's methods. */
export interface HttpResponseWithCookies extends HttpResponse {
  setCookie(name: string, value: string, options: object): unknown;
}

export function setCookie(
  response: HttpResponseWithCookies,
  name: string,
  value: string,
  options: CookieOptions,
): void {
  const { maxAgeSeconds, ...attributes } = options;
  // Max-Age in seconds, with the matching Expires for browsers that only read that.
  const expires = maxAgeSeconds === undefined ? undefined : new Date(Date.now() + maxAgeSeconds * 1000);
  response.setCookie(name, value, { ...attributes, maxAge: maxAgeSeconds, expires });
}

export function clearCookie(response: HttpResponseWithCookies, name: string, options: CookieOptions): void {
  const { maxAgeSeconds: _unused, ...attributes } = options;
  // Empty, expired in 1970 (@fastify/cookie's clearCookie would add Max-Age=0 as well).
  response.setCookie(name, '', { ...attributes, expires: new Date(1) });
}
