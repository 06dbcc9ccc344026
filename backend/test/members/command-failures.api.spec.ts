// R18: when a command fails for no reason of its own (here: the event store was closed under the
// app), it answers 500 with that action's Spanish error text, and the screens still read.
import type { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { EVENT_STORE } from '../../src/shared/tokens.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { femaleMeasures, registerBody, registerMember } from './support/members-api.js';

describe('R18: unexpected failures of each command', () => {
  let app: TestApp;
  let id: string;
  beforeAll(async () => {
    app = await startTestApp();
    id = await registerMember(app, { plan: 'ticket_book', details: { gender: 'female' } });
    await app.app.get<symbol, EventStore>(EVENT_STORE).close();
  });
  afterAll(() => app.close());

  const cases: ReadonlyArray<readonly [string, string, () => unknown, string]> = [
    ['POST', '', () => registerBody(), 'Error al agregar el usuario. Por favor, inténtalo de nuevo.'],
    [
      'PATCH',
      '/:id',
      () => ({ details: { name: 'Otro' } }),
      'Error al actualizar el usuario. Por favor, inténtalo de nuevo.',
    ],
    ['DELETE', '/:id', () => undefined, 'Error al eliminar el usuario. Por favor, inténtalo de nuevo.'],
    [
      'POST',
      '/:id/payments',
      () => ({ paymentType: 'additional', amount: 1000, paidOn: '2026-03-15' }),
      'Error al registrar el pago. Por favor, inténtalo de nuevo.',
    ],
    [
      'POST',
      '/:id/renewals',
      () => ({ amount: 50_000 }),
      'Error al renovar la membresía. Por favor, inténtalo de nuevo.',
    ],
    ['POST', '/:id/attendances', () => ({}), 'Error al registrar la asistencia. Por favor, inténtalo de nuevo.'],
    [
      'POST',
      '/:id/ticket-book/reset',
      () => ({ reason: 'Asistencia marcada por error' }),
      'Error al actualizar el usuario. Por favor, inténtalo de nuevo.',
    ],
    [
      'POST',
      '/:id/body-compositions',
      () => ({ measures: femaleMeasures }),
      'Error al guardar la composición corporal. Por favor, inténtalo de nuevo.',
    ],
  ];

  it.each(cases)('%s /api/members%s answers 500 with its own text', async (method, suffix, body, text) => {
    const response = await app.request(method, `/api/members${suffix.replace(':id', id)}`, { body: body() });
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({ statusCode: 500, message: text });
  });

  it('a refused request still answers its own text, and reads still work', async () => {
    const bad = await app.request('POST', `/api/members/${id}/payments`, {
      body: { paymentType: 'additional', amount: 0, paidOn: '2026-03-15' },
    });
    expect(bad.body).toMatchObject({ statusCode: 400, message: 'Por favor ingrese un monto válido' });
    expect((await app.request('GET', `/api/members/${id}`)).status).toBe(200);
  });
});
