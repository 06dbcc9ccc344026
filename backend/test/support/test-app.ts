// Starts the real Nest app in-process on a free port with a fresh DATA_DIR, for API tests over HTTP.
// By default the app starts with a first administrator (TEST_ADMIN) and the test is signed in as it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { createApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { createLogger } from '../../src/shared/logging/logger.js';

export interface ApiResponse<T = any> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export interface RequestOptions {
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** Sent as `Idempotency-Key`. */
  readonly idempotencyKey?: string;
  /** Send without the session cookie even when signed in. */
  readonly anonymous?: boolean;
}

/** The first administrator every test app starts with (GYM_ADMIN_EMAIL / GYM_ADMIN_PASSWORD). */
export const TEST_ADMIN = { email: 'admin@gimnasio.test', password: 'clave-de-prueba-2026' } as const;

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** One browser, so to speak: its own session cookie and read position. */
export interface TestClient {
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** POST /api/auth/login; on success later requests carry the session cookie. */
  signIn(credentials?: Credentials): Promise<ApiResponse>;
}

export interface TestAppOptions {
  readonly dataDir?: string;
  readonly staticDir?: string;
  readonly clock?: () => Date;
  /** Sign in as TEST_ADMIN once started (default true); false leaves `request` signed out. */
  readonly signedIn?: boolean;
  /** The built projection thread's script, to run the projections as main.ts does (default: in this thread). */
  readonly projectionThread?: URL;
}

export interface TestApp extends TestClient {
  readonly app: INestApplication;
  readonly baseUrl: string;
  readonly config: AppConfig;
  readonly dataDir: string;
  /**
   * One HTTP request to the app. JSON in and out; the session cookie (once signed in) is sent;
   * GETs carry `X-Read-After` with the highest position a command answered, like the browser.
   */
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Another client with its own session (signed out until it signs in). */
  newClient(): TestClient;
  close(options?: { keepData?: boolean }): Promise<void>;
}

export async function startTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'gym-api-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    GYM_ADMIN_EMAIL: TEST_ADMIN.email,
    GYM_ADMIN_PASSWORD: TEST_ADMIN.password,
    ...env,
  });
  const app = await createApp({
    config,
    logger: createLogger(config.logLevel),
    staticDir: options.staticDir,
    clock: options.clock,
    projectionThread: options.projectionThread,
  });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const testApp: TestApp = {
    ...createClient(baseUrl),
    app,
    baseUrl,
    config,
    dataDir,
    newClient: () => createClient(baseUrl),
    async close({ keepData = false } = {}) {
      await app.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  if (options.signedIn !== false) {
    const answer = await testApp.signIn();
    if (answer.status !== 200) {
      await testApp.close({ keepData: options.dataDir !== undefined });
      throw new Error(
        `The test app could not sign in as ${TEST_ADMIN.email}: ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    }
  }
  return testApp;
}

export function createClient(baseUrl: string): TestClient {
  const session: SessionState = { cookie: undefined, position: 0 };
  const request: TestClient['request'] = (method, path, requestOptions) =>
    sendRequest(baseUrl, session, method, path, requestOptions);
  return {
    request,
    signIn: (credentials = TEST_ADMIN) =>
      request('POST', '/api/auth/login', { body: { email: credentials.email, password: credentials.password } }),
  };
}

interface SessionState {
  cookie: string | undefined;
  position: number;
}

async function sendRequest(
  baseUrl: string,
  session: SessionState,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] ??= 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (session.cookie && !options.anonymous) headers['Cookie'] ??= session.cookie;
  if (method === 'GET' && session.position > 0) headers['X-Read-After'] ??= String(session.position);
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  const setCookie = response.headers.get('set-cookie');
  if (setCookie && !options.anonymous) session.cookie = setCookie.split(';')[0];
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  const position = (body as { position?: unknown } | undefined)?.position;
  if (typeof position === 'number' && position > session.position) session.position = position;
  return { status: response.status, body, headers: response.headers };
}
