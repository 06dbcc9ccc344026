// The Nest application on Express (the default HTTP_PLATFORM), with every middleware an HTTP
// request passes through, in the order they run.
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { AppModule, type AppOptions } from '../../app.module.js';
import { NestPinoLogger } from '../logging/logger.js';
import { requestLogging } from '../logging/request-logging.js';
import { ProjectionService } from '../projections/projection-service.js';
import { answerClientErrorsAsJson } from './client-errors.js';
import { BODY_LIMIT, SECURITY_HEADERS } from './http-settings.js';
import { jsonBody } from './json-body.js';
import { jsonOnly } from './json-only.middleware.js';
import { noStoreApi } from './no-store.middleware.js';
import { readYourWrites } from './read-your-writes.middleware.js';
import { responseCompression } from './response-compression.js';
import { sameOriginWrites } from './same-origin-writes.middleware.js';
import { securityHeaders } from './security-headers.js';
import { ShutdownGate } from './shutdown-gate.js';

export async function createExpressApp(options: AppOptions): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    logger: new NestPinoLogger(options.logger),
    bodyParser: false,
    // On close, end the connections left open (idle keep-alives, half-sent requests) instead of
    // waiting for their timeouts; main.ts first lets the requests under way finish (ShutdownGate).
    forceCloseConnections: true,
  });
  // Believe X-Forwarded-For/-Proto only from a reverse proxy on this machine: the client address
  // feeds the sign-in brake, and HTTPS seen by the proxy makes the session cookie Secure.
  app.set('trust proxy', 'loopback');
  answerClientErrorsAsJson(app.getHttpServer());
  app.use(requestLogging(options.logger));
  app.use(app.get(ShutdownGate).middleware);
  app.use(responseCompression());
  app.use(securityHeaders(SECURITY_HEADERS));
  app.use(noStoreApi);
  // Before anything reads the body or the session: another site's page changes nothing (issue 18).
  app.use(sameOriginWrites(options.config.appOrigins, options.logger));
  app.use(jsonOnly);
  app.use(jsonBody(BODY_LIMIT));
  app.use(cookieParser());
  app.use(readYourWrites(app.get(ProjectionService)));
  return app;
}
