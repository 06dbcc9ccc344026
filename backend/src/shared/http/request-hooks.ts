// What every request passes through before its route, as Fastify hooks in this order: request id
// and log line, the shutdown gate, helmet's headers and no-store for /api, same-origin writes, JSON
// only; after the cookies are read, read-your-writes.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppLogger } from '../logging/logger.js';
import { logRequest } from '../logging/request-logging.js';
import type { ProjectionService } from '../projections/projection-service.js';
import { JSON_ONLY_ANSWER, refusedAsNotJson } from './json-only.js';
import { readAfterPosition, waitToReadAfter } from './read-your-writes.js';
import { CROSS_SITE_ANSWER, crossSiteWriteCheck } from './same-origin-writes.js';
import { helmetHeaderObject } from './security-headers.js';
import { SECURITY_HEADERS } from './http-settings.js';
import { SHUTTING_DOWN_ANSWER, type ShutdownGate } from './shutdown-gate.js';

// Every answer of the API says `Cache-Control: no-store`: a member's profile, payments, receipts, the
// CSV files and staff accounts must not stay on the disk of a shared front-desk computer after
// 'Cerrar Sesión'. All of /api, errors included, rather than route by route: no answer of the API is
// worth keeping (the built frontend's files, outside /api, keep their own caching).
export const API_CACHE_CONTROL = 'no-store';

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

export interface HookDeps {
  readonly logger: AppLogger;
  readonly gate: ShutdownGate;
  readonly appOrigins: readonly string[];
  readonly projections: ProjectionService;
}

/** The path of a request without its query. */
function pathOf(request: FastifyRequest): string {
  const { url } = request;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer being sent, for what waits until it is sent (StaffSessions). */
    answer: ServerResponse | null;
  }
}

export function addRequestHooks(fastify: FastifyInstance, deps: HookDeps): void {
  fastify.decorateRequest('answer', null);
  const headers = helmetHeaderObject(SECURITY_HEADERS);
  const crossSite = crossSiteWriteCheck(deps.appOrigins, deps.logger);
  // Synchronous hooks take `done`; Fastify then skips the promise machinery of an async hook.
  fastify.addHook('onRequest', (request, reply, done) => {
    request.answer = reply.raw;
    logRequest(deps.logger, request.id, request.raw, reply.raw);
    if (!deps.gate.admit(reply.raw)) {
      void reply.code(503).send(SHUTTING_DOWN_ANSWER);
      return;
    }
    void reply.headers(headers);
    const path = pathOf(request);
    if (isApiPath(path)) void reply.header('Cache-Control', API_CACHE_CONTROL);
    const { method } = request;
    // Every GET that may be compressed says so, small answers included (@fastify/compress says it
    // only of what it compresses, which would let a cache serve a small plain answer for both).
    if ((method === 'GET' || method === 'HEAD') && request.headers['accept-encoding'])
      void reply.header('vary', 'accept-encoding');
    if (crossSite({ method, path, protocol: request.protocol, host: request.host, headers: request.headers })) {
      void reply.code(403).send(CROSS_SITE_ANSWER);
      return;
    }
    if (refusedAsNotJson(method, path, request.headers)) {
      void reply.code(415).send(JSON_ONLY_ANSWER);
      return;
    }
    done();
  });
}

/** After the cookies are read (@fastify/cookie's hook): a GET waits for its position. */
export function addReadYourWritesHook(fastify: FastifyInstance, projections: ProjectionService): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const position = readAfterPosition(request.method, request.headers);
    if (position === 0) {
      done();
      return;
    }
    waitToReadAfter(projections, position).then(
      (caughtUp) => {
        if (!caughtUp) void reply.header('X-Read-Stale', 'true');
        done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}
