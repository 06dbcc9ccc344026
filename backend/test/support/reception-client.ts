// A Recepción account created by the signed-in Administrador, and its own signed-in client (R25).
import { projected } from '../auth/auth-test-helpers.js';
import { expectStatus } from '../members/support/members-api.js';
import type { TestApp, TestClient } from './test-app.js';

export const RECEPTION = { email: 'recepcion@gimnasio.test', password: 'clave-de-recepcion' } as const;

export async function receptionClient(app: TestApp, displayName = 'Laura Recepción'): Promise<TestClient> {
  const created = await app.request('POST', '/api/staff', { body: { ...RECEPTION, displayName, role: 'reception' } });
  expectStatus(created, 201);
  await projected(app);
  const desk = app.newClient();
  expectStatus(await desk.signIn(RECEPTION), 200);
  return desk;
}

export const FORBIDDEN = { statusCode: 403, code: 'AUTH.FORBIDDEN', message: 'No tienes permiso para esta acción.' };
