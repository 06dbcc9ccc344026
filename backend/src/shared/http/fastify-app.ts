// The Nest application on Fastify (issue 27: it took 22 % less of the app's CPU per command + read
// than the Express version, bench/results/2026-11-27-fastify.md), answering every request as the
// recorded answers say (backend/test/api/http-platform.api.spec.ts): what every request passes
// through as hooks (request-hooks.ts), JSON bodies only (json-body.ts), the session cookie through
// @fastify/cookie, compression through @fastify/compress for GET and HEAD only, the built frontend
// (static-files.ts). The application module is handed in (app.ts): shared code knows no feature.
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyEtag from '@fastify/etag';
import { createHash } from 'node:crypto';
import { BadRequestException, type DynamicModule, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../../config.js';
import { NestPinoLogger, type AppLogger } from '../logging/logger.js';
import { requestIdOf } from '../logging/request-logging.js';
import { ProjectionService } from '../projections/projection-service.js';
import { answerClientError } from './client-errors.js';
import { BODY_LIMIT_BYTES, SECURITY_HEADERS } from './http-settings.js';
import { errorBody } from './error.filter.js';
import { helmetHeaderObject } from './security-headers.js';
import { parseJsonBody } from './json-body.js';
import { addReadYourWritesHook, addRequestHooks, API_CACHE_CONTROL, isApiPath } from './request-hooks.js';
import { ShutdownGate } from './shutdown-gate.js';
import { serveFrontend } from './static-files.js';
import { existsSync } from 'node:fs';

/**
 * The weak ETag of every answer: the length in hex and the SHA-1's first 27 base64 characters (the
 * `etag` package's form, which the app has always sent), so a browser's stored If-None-Match still
 * gets its 304.
 */
function weakEtag(payload: string | Buffer): string {
  const hash = createHash('sha1').update(payload).digest('base64').slice(0, 27);
  return `${Buffer.byteLength(payload).toString(16)}-${hash}`;
}

const SECURITY_HEADER_OBJECT = helmetHeaderObject(SECURITY_HEADERS);

/** Only answers to GET and HEAD can be large: nothing else pays for compression. */
const COMPRESSED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

function adapter(): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-* is believed only from a proxy on this machine (loopback).
    trustProxy: 'loopback',
    forceCloseConnections: true,
    // Node's own limit on receiving a whole request (Fastify's default is none): a client that
    // never finishes sending is answered 408 (client-errors.ts) after 5 minutes.
    requestTimeout: 300_000,
    // The request id is X-Request-Id when well formed, else a new one (request-logging.ts).
    genReqId: requestIdOf,
    requestIdHeader: false,
    logger: false,
    clientErrorHandler: answerClientError,
    // A URL the router cannot decode ('%E0%A4%A') is refused before any hook, and outside Nest's
    // error filter: a 400 with the catalogue's text and the security headers, like any other.
    frameworkErrors: (_error: Error, request: { url: string }, reply: FastifyReply) => {
      if (isApiPath(request.url)) void reply.header('Cache-Control', API_CACHE_CONTROL);
      void reply.headers(SECURITY_HEADER_OBJECT).code(400).send(errorBody(new BadRequestException()));
    },
    // Paths match whatever their case and trailing slash: /api/members/ and /API/Members are
    // /api/members; a long id is the handler's 404 ('Usuario no encontrado.'), not the router's.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
  });
}

function parseBodies(fastify: FastifyInstance): void {
  // JSON only (anything else was refused with 415 by the hooks, or is Fastify's own 415).
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      done(null, parseJsonBody(body as Buffer, request.headers['content-type']));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // The upload an operation declares reads the stream itself (busboy on request.raw).
  fastify.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
}

const servedRoutes = new WeakMap<object, string[]>();

/** `GET /api/members/:id`… as this Fastify instance serves them (HEAD aside), for the API contract tests. */
export function routesServedBy(fastify: object): readonly string[] {
  return servedRoutes.get(fastify) ?? [];
}

/** What the HTTP side needs besides the application module. */
export interface FastifyAppOptions {
  readonly config: Pick<AppConfig, 'appOrigins'>;
  readonly logger: AppLogger;
  /** The built frontend (frontend/dist); served with every non-API path answering index.html. */
  readonly staticDir?: string;
}

export async function createFastifyApp(module: DynamicModule, options: FastifyAppOptions): Promise<INestApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(module, adapter(), {
    logger: new NestPinoLogger(options.logger),
    bodyParser: false,
    forceCloseConnections: true,
  });
  const fastify: FastifyInstance = app.getHttpAdapter().getInstance();
  const projections = app.get(ProjectionService);
  const { logger, config } = options;
  addRequestHooks(fastify, { logger, gate: app.get(ShutdownGate), appOrigins: config.appOrigins, projections });
  parseBodies(fastify);
  const routes: string[] = [];
  servedRoutes.set(fastify, routes);
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    if (!methods.every((method) => COMPRESSED_METHODS.has(method))) route.compress = false;
  });
  await fastify.register(fastifyCompress, { globalDecompression: true, encodings: ['br', 'gzip', 'deflate'] });
  await fastify.register(fastifyCookie);
  await fastify.register(fastifyEtag, { weak: true, hashFn: weakEtag });
  addReadYourWritesHook(fastify, projections);
  if (options.staticDir && existsSync(options.staticDir)) await serveFrontend(fastify, options.staticDir);
  return app;
}
