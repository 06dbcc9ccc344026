// Cross-site writes (issue 18): a page on another origin, even of the same site (another port of
// the same host, another subdomain: SameSite=Strict still sends the session cookie there), must not
// change anything on behalf of the staff member signed in. Every state-changing request is refused
// with 403, before any handler, unless the browser says it came from the app's own pages.
import type { IncomingHttpHeaders } from 'node:http';
import type { AppLogger } from '../logging/logger.js';
import { AppError } from './app-error.js';
import { errorBody } from './error.filter.js';

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface WriteOrigin {
  /** `Sec-Fetch-Site` as sent: 'same-origin', 'same-site', 'cross-site', 'none', or absent. */
  readonly fetchSite: string | undefined;
  /** `Origin` as sent ('null' from sandboxed frames and some redirects), or absent. */
  readonly origin: string | undefined;
  /** The origins the app's own pages have. */
  readonly ownOrigins: readonly string[];
}

/**
 * Fetch Metadata first: a browser that sends `Sec-Fetch-Site` says exactly where the request comes
 * from, and only 'same-origin' may write. Then `Origin`, which every browser sends on a POST, must
 * be one of the app's own. Neither header (curl, scripts, the API tests): not a browser, so no
 * ambient cookie for another site to borrow; the session still has to be presented on purpose.
 */
export function isOwnPageWrite({ fetchSite, origin, ownOrigins }: WriteOrigin): boolean {
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  return origin === undefined || ownOrigins.includes(origin.toLowerCase());
}

/** `scheme://host[:port]` as a browser writes it (lower case, default port left out); undefined if unreadable. */
export function normalisedOrigin(protocol: string, host: string | undefined): string | undefined {
  if (host === undefined || host === '') return undefined;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** What the check reads of a request. */
export interface WriteRequest {
  readonly method: string;
  /** Path without the query, for the log line. */
  readonly path: string;
  /** 'http' or 'https', as received or from a proxy on this machine. */
  readonly protocol: string;
  /** `host[:port]` the request was addressed to, or a proxy on this machine's X-Forwarded-Host. */
  readonly host: string | undefined;
  readonly headers: IncomingHttpHeaders;
}

/**
 * `configured` is APP_ORIGIN (empty: unset). Unset, the app's origin is the one the request was
 * addressed to: its Host header, or X-Forwarded-Host/-Proto from a reverse proxy on this machine
 * (`trustProxy` loopback), which Fastify reads into `request.host` and `request.protocol`. True when the write must be refused (the refusal is logged).
 */
export function crossSiteWriteCheck(configured: readonly string[], logger: AppLogger) {
  return (request: WriteRequest): boolean => {
    if (SAFE_METHODS.has(request.method)) return false;
    const own = normalisedOrigin(request.protocol, request.host);
    const ownOrigins = configured.length > 0 ? configured : own === undefined ? [] : [own];
    const fetchSite = header(request.headers, 'sec-fetch-site');
    const origin = header(request.headers, 'origin');
    if (isOwnPageWrite({ fetchSite, origin, ownOrigins })) return false;
    // Behind a proxy that rewrites Host, the app's own pages land here too: the line says what to set.
    // `withCookie`: whether the browser sent a cookie along (then only this check stopped the write).
    const withCookie = request.headers.cookie !== undefined;
    const { method, path } = request;
    logger.warn({ method, path, fetchSite, origin, ownOrigins, withCookie }, 'cross-site write refused');
    return true;
  };
}

export const CROSS_SITE_ANSWER = errorBody(new AppError('REQUEST.CROSS_SITE'));
