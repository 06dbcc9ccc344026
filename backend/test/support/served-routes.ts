// The routes the running app serves, as `GET /api/members/:id` (what Fastify registered): the
// contract tests enumerate them.
import { routesServedBy } from '../../src/shared/http/fastify-app.js';
import type { TestApp } from './test-app.js';

export function servedRoutes(testApp: TestApp): string[] {
  return [...routesServedBy(testApp.app.getHttpAdapter().getInstance() as object)];
}
