// What the auth API tests share: waiting for the projections, staff streams, and JWT pieces.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { ProjectionService } from '../../src/shared/projections/projection-service.js';
import { EVENT_STORE } from '../../src/shared/tokens.js';
import type { ApiResponse, TestApp } from '../support/test-app.js';

export const UNAUTHORIZED = {
  statusCode: 401,
  code: 'AUTH.UNAUTHORIZED',
  message: 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.',
};

export const INVALID_CREDENTIALS = {
  statusCode: 401,
  code: 'AUTH.INVALID_CREDENTIALS',
  message: 'Correo electrónico o contraseña incorrectos.',
};

export function eventStoreOf(testApp: TestApp): EventStore {
  return testApp.app.get<EventStore>(EVENT_STORE);
}

/** Waits until the projections have applied every event written so far. */
export async function projected(testApp: TestApp): Promise<void> {
  const head = await eventStoreOf(testApp).headPosition();
  const caughtUp = await testApp.app.get(ProjectionService).waitFor(head, 10_000);
  if (!caughtUp) throw new Error(`projections did not reach ${head}`);
}

/** The `name=value` part of the session cookie a response set. */
export function sessionCookieOf(response: ApiResponse): string {
  const header = response.headers.get('set-cookie') ?? '';
  const cookie = header.split(';')[0] ?? '';
  if (!cookie.startsWith('gym_session=')) throw new Error(`no session cookie in ${header}`);
  return cookie;
}

export const tokenOf = (cookie: string): string => cookie.slice('gym_session='.length);

export function decodePart(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export const encodePart = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export function sessionSecretOf(testApp: TestApp): string {
  return readFileSync(join(testApp.dataDir, 'jwt-secret'), 'utf8').trim();
}
