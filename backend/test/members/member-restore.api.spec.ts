// R44: an Administrador restores a member deleted by mistake from 'Eliminados': everything as it was
// in every read view; its cédula is taken again, or the restore is refused naming who has it now.
import { FORBIDDEN, receptionClient } from '../support/reception-client.js';
import type { TestApp, TestClient } from '../support/test-app.js';
import { startTestApp } from '../support/test-app.js';
import { expectStatus, femaleMeasures, getJson, registerMember, settableClock } from './support/members-api.js';

describe('R44: restoring a deleted member', () => {
  let app: TestApp;
  let desk: TestClient;
  let ana: string;
  let before: Record<string, unknown>;

  /** What the screens show of Ana and of the gym: restored, it must all be as before. */
  async function views(): Promise<Record<string, unknown>> {
    const dashboard = await getJson(app, '/api/dashboard');
    return {
      list: (await getJson(app, '/api/members')).items,
      profile: (await app.request('GET', `/api/members/${ana}`)).body,
      payments: (await getJson(app, `/api/members/${ana}/payments`)).items,
      attendances: await getJson(app, '/api/attendances'),
      bodyCompositions: await getJson(app, '/api/body-compositions'),
      allPayments: (await getJson(app, '/api/payments')).items,
      dashboard: {
        totalMembers: dashboard.totalMembers,
        pendingDebts: dashboard.pendingDebts,
        planDistribution: dashboard.planDistribution,
        withDebt: dashboard.withDebt,
        birthdays: dashboard.birthdays,
        totalIncome: dashboard.totalIncome,
      },
    };
  }

  beforeAll(async () => {
    app = await startTestApp({}, { clock: settableClock('2026-03-15T10:00:00-05:00') });
    ana = await registerMember(app, {
      details: { name: 'Ana Restaurada', gender: 'female', birthday: '1990-03-20', cedula: '52123456' },
      plan: 'monthly',
      amountPaid: 30_000,
    });
    await registerMember(app, { details: { name: 'Otro Socio', cedula: '1020304050' }, plan: 'fortnight' });
    expectStatus(await app.request('POST', `/api/members/${ana}/visits`, { body: {} }), 201);
    expectStatus(
      await app.request('POST', `/api/members/${ana}/body-compositions`, { body: { measures: femaleMeasures } }),
      201,
    );
    desk = await receptionClient(app);
    before = await views();
    expect(before).toMatchObject({ attendances: { total: 1 }, bodyCompositions: { total: 1 } });
    expectStatus(await app.request('DELETE', `/api/members/${ana}`), 200);
  });
  afterAll(() => app.close());

  it("'Eliminados' lists the deleted member with who deleted it and when; Recepción may not see or restore", async () => {
    const me = await getJson(app, '/api/auth/me');
    const deleted = await getJson(app, '/api/deleted-members');
    expect(deleted).toMatchObject({ total: 1, page: 1 });
    expect(deleted.items).toEqual([
      {
        id: ana,
        name: 'Ana Restaurada',
        phone: expect.any(String),
        cedula: '52123456',
        deletedAt: '2026-03-15T15:00:00.000Z',
        deletedBy: me.id ?? me.staffId,
        deletedByName: me.displayName,
      },
    ]);
    expect((await getJson(app, '/api/deleted-members?search=otro')).total).toBe(0);
    for (const [method, path] of [
      ['GET', '/api/deleted-members'],
      ['POST', `/api/members/${ana}/restore`],
    ] as const) {
      const refused = await desk.request(method, path);
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: FORBIDDEN });
    }
    expect((await app.request('GET', `/api/members/${ana}`)).status).toBe(404);
  });

  it('refuses, naming the other member, while its cédula belongs to someone else: nothing appended', async () => {
    const taker = await registerMember(app, { details: { name: 'Luisa Nueva', cedula: '52123456' }, plan: 'monthly' });
    const history = await getJson(app, `/api/members/${ana}/history`);
    const refused = await app.request('POST', `/api/members/${ana}/restore`);
    expect({ status: refused.status, body: refused.body }).toMatchObject({
      status: 409,
      body: {
        code: 'MEMBER.RESTORE_CEDULA_TAKEN',
        message: 'No se puede restaurar: la cédula 52123456 ahora pertenece a Luisa Nueva.',
      },
    });
    expect((await getJson(app, `/api/members/${ana}/history`)).total).toBe(history.total);
    expect((await getJson(app, '/api/deleted-members')).total).toBe(1);
    // Luisa's cédula changed: Ana's is free again.
    expectStatus(
      await app.request('PATCH', `/api/members/${taker}`, { body: { details: { cedula: '52999999' } } }),
      200,
    );
  });

  it('brings the member back with everything as it was, in every read view', async () => {
    expectStatus(await app.request('POST', `/api/members/${ana}/restore`), 200);
    const after = await views();
    const others = (items: unknown) =>
      (items as { id: string; name: string }[]).filter((item) => item.name !== 'Luisa Nueva');
    expect({ ...after, list: others(after.list), dashboard: undefined }).toEqual({
      ...before,
      list: others(before.list),
      dashboard: undefined,
    });
    expect(after.dashboard).toMatchObject({
      totalMembers: 3,
      totalIncome: (before.dashboard as { totalIncome: number }).totalIncome,
    });
    expect((await getJson(app, '/api/deleted-members')).total).toBe(0);
  });

  it('holds its cédula again, and shows the restore in its timeline and in Actividad del personal', async () => {
    const claimed = await app.request('POST', '/api/members', {
      body: {
        details: {
          name: 'Tercero',
          address: 'Calle 1',
          phone: '3001112233',
          gender: 'male',
          birthday: null,
          cedula: '52123456',
        },
        plan: 'monthly',
        joinedOn: '2026-03-15',
        amountPaid: 0,
      },
    });
    expect({ status: claimed.status, message: claimed.body.message }).toEqual({
      status: 409,
      message: 'La cédula 52123456 ya pertenece a Ana Restaurada.',
    });
    const history = await getJson(app, `/api/members/${ana}/history?order=desc`);
    expect(history).toMatchObject({ deleted: false, memberName: 'Ana Restaurada' });
    expect(history.items[0]).toMatchObject({
      type: 'MemberRestored',
      description: 'Usuario restaurado: Ana Restaurada',
    });
    const activity = await getJson(app, '/api/staff-activity?day=2026-03-15');
    expect(JSON.stringify(activity)).toContain('Usuario restaurado: Ana Restaurada');
  });

  it('refuses to restore a member who is not deleted, or one never registered', async () => {
    const again = await app.request('POST', `/api/members/${ana}/restore`);
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: 'Ana Restaurada no está eliminado: no hay nada que restaurar.',
    });
    const unknown = await app.request('POST', '/api/members/00000000-0000-4000-8000-000000000000/restore');
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({
      status: 404,
      message: 'Usuario no encontrado.',
    });
  });
});
