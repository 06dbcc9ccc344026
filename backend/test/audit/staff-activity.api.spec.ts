// Actividad del personal (issue 28): what each staff account did on a day, for the owner. Recepción
// takes a payment and registers a member, the owner resets a Tiquetera, moves an entry date, dates a
// payment another day, deletes a member and demotes an account; the screen lists it newest first,
// by account and by day, and a rebuild of its projection gives the same answers.
import { addDays, localDate } from '@gym/domain';
import { eventStoreOf, projected } from '../auth/auth-test-helpers.js';
import { gymRows, SHEET_HEADERS, xlsxFile } from '../../src/members/member-import/testing/spreadsheets.js';
import { importSheet } from '../members/support/member-import-api.js';
import { getJson, registerMember } from '../members/support/members-api.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

const today = (): string => localDate(new Date().toISOString(), 'America/Bogota');
const FORBIDDEN = { statusCode: 403, code: 'AUTH.FORBIDDEN', message: 'No tienes permiso para esta acción.' };

describe('Actividad del personal', () => {
  let app: TestApp;
  let desk: TestClient;
  let deskId: string;
  let ownerId: string;
  let tiquetera: string;
  let monthly: string;

  beforeAll(async () => {
    app = await startTestApp();
    const account = { email: 'caja@gimnasio.test', password: 'clave-de-la-caja' };
    deskId = (
      await app.request('POST', '/api/staff', { body: { ...account, displayName: 'Lucía Caja', role: 'reception' } })
    ).body.id;
    ownerId = (await app.request('GET', '/api/auth/me')).body.id;
    desk = app.newClient();
    await desk.signIn(account);
    tiquetera = await registerMember(app, {
      authorization: null,
      plan: 'ticket_book',
      joinedOn: today(),
      details: { name: 'Tina Tiquetera' },
    });
    await app.request('POST', `/api/members/${tiquetera}/attendances`, { body: {} });
    const registered = await desk.request('POST', '/api/members', {
      body: {
        details: { name: 'Mario Mensual', address: 'Calle 1', phone: '3001112233', gender: 'male' },
        plan: 'monthly',
        joinedOn: today(),
        amountPaid: 0,
      },
    });
    monthly = registered.body.memberId;
    await desk.request('POST', `/api/members/${monthly}/payments`, {
      body: { paymentType: 'additional', amount: 30_000 },
    });
    await app.request('POST', `/api/members/${tiquetera}/ticket-book/reset`, {
      body: { reason: 'Asistencia marcada por error' },
    });
    await app.request('PATCH', `/api/members/${monthly}`, { body: { joinedOn: addDays(today(), 7) } });
    await app.request('POST', `/api/members/${monthly}/payments`, {
      body: { paymentType: 'installment', amount: 10_000, paidOn: addDays(today(), -3) },
    });
    await app.request('DELETE', `/api/members/${tiquetera}`);
    await app.request('POST', `/api/staff/${deskId}/role`, { body: { role: 'admin' } });
    await projected(app);
  });
  afterAll(() => app.close());

  it("lists the day's activity newest first: who, whom about and what, in Spanish", async () => {
    const page = await getJson(app, '/api/staff-activity');
    expect(page).toMatchObject({ day: today(), total: 10, page: 1 });
    expect(page.items.every((item: { rows: number | null }) => item.rows === null)).toBe(true);
    expect(
      page.items.map((item: { staffName: string; subject: { name: string }; text: string }) => [
        item.staffName,
        item.subject.name,
        item.text,
      ]),
    ).toEqual([
      ['Administrador', 'Lucía Caja', 'Cambió el rol de Lucía Caja: Recepción → Administrador'],
      ['Administrador', 'Tina Tiquetera', 'Usuario eliminado: Tina Tiquetera'],
      [
        'Administrador',
        'Mario Mensual',
        expect.stringMatching(
          new RegExp(
            `^Pago registrado: \\$\\s10\\.000 \\(Abono\\).*, con fecha del ${formatted(addDays(today(), -3))}$`,
          ),
        ),
      ],
      [
        'Administrador',
        'Mario Mensual',
        `Fecha de ingreso cambiada de ${formatted(today())} a ${formatted(addDays(today(), 7))}`,
      ],
      [
        'Administrador',
        'Tina Tiquetera',
        'Tiquetera reiniciada: días usados 1 → 0. Motivo: Asistencia marcada por error',
      ],
      ['Lucía Caja', 'Mario Mensual', expect.stringMatching(/^Pago registrado: \$\s30\.000 \(Pago adicional\)/)],
      ['Lucía Caja', 'Mario Mensual', expect.stringMatching(/^Usuario registrado: Mario Mensual, plan Mensualidad/)],
      ['Administrador', 'Tina Tiquetera', expect.stringMatching(/^Usuario registrado: Tina Tiquetera, plan Tiquetera/)],
      ['Administrador', 'Lucía Caja', 'Creó la cuenta de Lucía Caja (Recepción)'],
      // The app's start-up created the first account from GYM_ADMIN_EMAIL.
      ['Sistema', 'Administrador', 'Creó la cuenta de Administrador (Administrador)'],
    ]);
    const deleted = page.items.find((item: { text: string }) => item.text.startsWith('Usuario eliminado'));
    expect(deleted.subject).toEqual({ kind: 'member', id: tiquetera, name: 'Tina Tiquetera', deleted: true });
  });

  it('filters by account, pages, and another day has nothing', async () => {
    const hers = await getJson(app, `/api/staff-activity?staffId=${deskId}`);
    expect(hers.total).toBe(2);
    expect(hers.items.every((item: { staffId: string }) => item.staffId === deskId)).toBe(true);
    const second = await getJson(app, `/api/staff-activity?staffId=${ownerId}&page=2&pageSize=3`);
    expect(second).toMatchObject({ total: 7, page: 2, pageSize: 3 });
    expect(second.items).toHaveLength(3);
    expect(await getJson(app, `/api/staff-activity?day=${addDays(today(), -1)}`)).toMatchObject({
      total: 0,
      items: [],
    });
  });

  it('refuses a day or an account that is not one, and Recepción altogether', async () => {
    expect((await app.request('GET', '/api/staff-activity?day=2026-02-30')).status).toBe(400);
    expect((await app.request('GET', '/api/staff-activity?staffId=nadie')).status).toBe(400);
    const other = app.newClient();
    const created = await app.request('POST', '/api/staff', {
      body: { email: 'otra@gimnasio.test', displayName: 'Otra', password: 'clave-de-la-otra', role: 'reception' },
    });
    expect(created.status).toBe(201);
    await other.signIn({ email: 'otra@gimnasio.test', password: 'clave-de-la-otra' });
    expect((await other.request('GET', '/api/staff-activity')).body).toEqual(FORBIDDEN);
  });

  it('a rebuild of its projection gives the same answers', async () => {
    const before = await getJson(app, '/api/staff-activity?pageSize=100');
    const head = await eventStoreOf(app).headPosition();
    const generation = async (): Promise<number> =>
      (await getJson(app, '/api/health')).projections.find(
        (projection: { name: string; active: boolean }) => projection.name === 'staff_activity' && projection.active,
      ).generation;
    const live = await generation();
    const started = await app.request('POST', '/api/admin/projections/rebuild', {
      body: { projections: ['staff_activity'] },
    });
    expect(started.body).toEqual({ started: ['staff_activity'] });
    for (let tries = 0; tries < 400 && (await generation()) === live; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await generation()).toBeGreaterThan(live);
    expect(await eventStoreOf(app).headPosition()).toBe(head);
    expect(await getJson(app, '/api/staff-activity?pageSize=100')).toEqual(before);
  });
});

function formatted(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

describe('Actividad del personal: an import is one line, and the screen filters by kind (issue 41)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
    const member = await registerMember(app, {
      authorization: null,
      joinedOn: today(),
      details: { name: 'Ana Suelta' },
    });
    await app.request('POST', `/api/members/${member}/payments`, {
      body: { paymentType: 'additional', amount: 5_000 },
    });
    const sheet = await xlsxFile([{ name: 'Socios', rows: [[...SHEET_HEADERS], ...gymRows(12)] }]);
    await importSheet(app, sheet, { fileName: 'socios-octubre.xlsx', dryRun: false });
    await projected(app);
  });
  afterAll(() => app.close());

  it('lists the import as one line with its count of rows, not one per member or per saldo migrado', async () => {
    const page = await getJson(app, '/api/staff-activity?pageSize=100');
    const imports = page.items.filter((item: { type: string }) => item.type === 'MemberImported');
    expect(imports).toEqual([
      expect.objectContaining({ text: 'Importó 12 usuarios de socios-octubre.xlsx', rows: 12, kind: 'members' }),
    ]);
    expect(page.items.filter((item: { rows: number | null }) => item.rows === null).length).toBe(page.total - 1);
    // The imported balances are no money taken today (R43): only Ana's payment is a line of money.
    const money = await getJson(app, '/api/staff-activity?kind=money&pageSize=100');
    expect(
      money.items.map((item: { kind: string; subject: { name: string } }) => [item.kind, item.subject.name]),
    ).toEqual([['money', 'Ana Suelta']]);
  });

  it('opens the import line to its rows, in the order imported, paged; any other line is not found', async () => {
    const page = await getJson(app, '/api/staff-activity?kind=members&pageSize=100');
    const line = page.items.find((item: { rows: number | null }) => item.rows !== null);
    const rows = await getJson(app, `/api/staff-activity/${line.id}/rows?pageSize=5&page=3`);
    expect(rows).toMatchObject({ total: 12, page: 3, pageSize: 5 });
    expect(rows.items.map((item: { subject: { name: string } }) => item.subject.name)).toEqual([
      expect.stringMatching(/ 10$/),
      expect.stringMatching(/ 11$/),
    ]);
    expect(rows.items[0]).toMatchObject({
      type: 'MemberImported',
      rows: null,
      text: expect.stringContaining('fila 12'),
    });
    const other = page.items.find((item: { rows: number | null }) => item.rows === null);
    for (const id of [other.id, 'no-es-un-id']) {
      const refused = await app.request('GET', `/api/staff-activity/${id}/rows`);
      expect({ status: refused.status, body: refused.body }).toMatchObject({
        status: 404,
        body: {
          code: 'ACTIVITY.ROWS_NOT_FOUND',
          message: 'Esa línea de Actividad del personal no es una importación.',
        },
      });
    }
    expect((await app.request('GET', '/api/staff-activity?kind=todo')).status).toBe(400);
  });
});
