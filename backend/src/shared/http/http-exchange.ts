// What the app's code reads of a request and writes on an answer, as Express and Fastify both offer
// it (HTTP_PLATFORM chooses one): controllers and the guard use these instead of either framework's
// types, so the same code runs under both.
import type { IncomingHttpHeaders } from 'node:http';

export interface HttpRequest {
  readonly method: string;
  /** The path and query as received (Express: `originalUrl`; Fastify: `originalUrl` too). */
  readonly originalUrl: string;
  readonly headers: IncomingHttpHeaders;
  readonly params: unknown;
  readonly body?: unknown;
  /** The client's address, through a proxy on this machine (`trust proxy` loopback). */
  readonly ip?: string;
  readonly socket: { readonly remoteAddress?: string };
  /** 'https' when the request came over HTTPS, or a proxy on this machine says so. */
  readonly protocol: string;
  /** Parsed by cookie-parser (Express) or @fastify/cookie (Fastify). */
  readonly cookies?: unknown;
  /** The answer being sent to this request: Express's `res`; on Fastify set by its first hook. */
  readonly res?: AnswerInProgress;
  readonly answer?: AnswerInProgress;
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

/** Express's `res.cookie`/`clearCookie` or Fastify's `reply.setCookie`/`clearCookie` (@fastify/cookie). */
interface ExpressCookies {
  cookie(name: string, value: string, options: object): unknown;
  clearCookie(name: string, options: object): unknown;
}
interface FastifyCookies {
  setCookie(name: string, value: string, options: object): unknown;
  clearCookie(name: string, options: object): unknown;
}

export interface HttpResponse {
  /** Express `res.header`, Fastify `reply.header`: sets one header. */
  header(name: string, value: string): unknown;
}

export type HttpResponseWithCookies = HttpResponse & (ExpressCookies | FastifyCookies);

export function setCookie(
  response: HttpResponseWithCookies,
  name: string,
  value: string,
  options: CookieOptions,
): void {
  const { maxAgeSeconds, ...attributes } = options;
  if ('setCookie' in response) {
    // @fastify/cookie takes Max-Age in seconds and, like Express, adds the matching Expires.
    const expires = maxAgeSeconds === undefined ? undefined : new Date(Date.now() + maxAgeSeconds * 1000);
    response.setCookie(name, value, { ...attributes, maxAge: maxAgeSeconds, expires });
  } else {
    // Express takes maxAge in milliseconds and writes Max-Age in seconds and Expires.
    response.cookie(name, value, {
      ...attributes,
      maxAge: maxAgeSeconds === undefined ? undefined : maxAgeSeconds * 1000,
    });
  }
}

export function clearCookie(response: HttpResponseWithCookies, name: string, options: CookieOptions): void {
  const { maxAgeSeconds: _unused, ...attributes } = options;
  // As Express writes it: empty, Expires in 1970 (@fastify/cookie's clearCookie would add Max-Age=0).
  if ('setCookie' in response) response.setCookie(name, '', { ...attributes, expires: new Date(1) });
  else response.clearCookie(name, attributes);
}
