// One JSON line per request, with the id the answer carries; health checks are not logged.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { logRequest, requestIdOf } from './request-logging.js';

interface Line {
  readonly level: number;
  readonly msg: string;
  readonly req: { id: string; method: string; url: string };
  readonly res: { statusCode: number };
  readonly responseTime: number;
}

describe('request logging', () => {
  const lines: Line[] = [];
  let server: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Line);
        done();
      },
    });
    const logger = pino({ level: 'info' }, sink);
    // As the app wires them (fastify-app.ts, request-hooks.ts).
    server = Fastify({ genReqId: requestIdOf, requestIdHeader: false, logger: false });
    server.addHook('onRequest', (request, reply, done) => {
      logRequest(logger, request.id, request.raw, reply.raw);
      done();
    });
    server.get('/api/health', () => ({ ok: true }));
    server.get('/api/members', () => []);
    server.get('/api/whoami', (request) => ({ id: request.id }));
    server.get('/api/broken', (_request, reply) => reply.code(500).send({}));
    await server.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());
  beforeEach(() => lines.splice(0));

  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('gives the request its id, which the events it causes carry as their correlation id', async () => {
    const response = await fetch(`${base}/api/whoami`, { headers: { 'X-Request-Id': 'req-87654321' } });
    expect(await response.json()).toEqual({ id: 'req-87654321' });
  });

  it('given a well-formed X-Request-Id, echoes it and logs the request under it', async () => {
    const response = await fetch(`${base}/api/members?page=2`, { headers: { 'X-Request-Id': 'req-12345678' } });
    await settle();
    expect(response.headers.get('x-request-id')).toBe('req-12345678');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: { id: 'req-12345678', method: 'GET', url: '/api/members?page=2' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('given no id or a malformed one, gives the request a new UUID', async () => {
    const response = await fetch(`${base}/api/members`, { headers: { 'X-Request-Id': 'a b\u00e9' } });
    await settle();
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((line) => line.req.id)).toEqual([id]);
  });

  it('logs a 5xx answer as an error', async () => {
    await fetch(`${base}/api/broken`);
    await settle();
    expect(lines.map((line) => [line.level, line.msg])).toEqual([[50, 'request errored']]);
  });

  it('does not log health checks, but still gives them an id', async () => {
    const response = await fetch(`${base}/api/health`);
    await settle();
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(lines).toEqual([]);
  });
});
