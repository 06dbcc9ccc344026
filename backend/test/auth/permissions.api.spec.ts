// R25, R33: who may use each route. Every route of the OpenAPI document is walked signed out, as
// Recepción and as Administrador, and checked against one table, which must also be the one in
// docs/security.md ('Who may do what'): a route added without its permission fails here. The rules
// inside a route (a field only an Administrador may send, money figures only an Administrador gets)
// are a second table, walked as each role too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, localDate } from '@gym/domain';
import { registerMember } from '../members/support/members-api.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';
import { eventStoreOf, projected, UNAUTHORIZED } from './auth-test-helpers.js';

type Permission = 'public' | 'staff' | 'admin';

/** The permission table (R25). 'staff': Administrador and Recepción; 'admin': Administrador only. */
const PERMISSIONS: Readonly<Record<string, Permission>> = {
  'GET /api/health': 'public',
  'GET /api/settings': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/me': 'staff',
  'POST /api/auth/password': 'staff',
  'POST /api/auth/sessions/end-all': 'staff',
  'POST /api/auth/display-name': 'staff',
  'GET /api/plans': 'staff',
  'POST /api/plans/prices': 'admin',
  'POST /api/plans': 'admin',
  'POST /api/plans/{id}/name': 'admin',
  'POST /api/plans/{id}/archive': 'admin',
  'POST /api/plans/{id}/price': 'admin',
  'GET /api/plans/price-changes': 'admin',
  'GET /api/settings/gym-details': 'staff',
  'POST /api/settings/gym-details': 'admin',
  'GET /api/settings/discount-limit': 'staff',
  'POST /api/settings/discount-limit': 'admin',
  'GET /api/settings/data-policy': 'staff',
  'POST /api/settings/data-policy': 'admin',
  'GET /api/staff': 'admin',
  'POST /api/staff': 'admin',
  'POST /api/staff/{id}/password': 'admin',
  'POST /api/staff/{id}/role': 'admin',
  'POST /api/staff/{id}/disable': 'admin',
  'POST /api/staff/{id}/enable': 'admin',
  'GET /api/members': 'staff',
  'POST /api/members': 'staff',
  'GET /api/members/{id}': 'staff',
  'PATCH /api/members/{id}': 'staff',
  'DELETE /api/members/{id}': 'admin',
  'POST /api/members/{id}/authorization': 'staff',
  'POST /api/members/{id}/restore': 'admin',
  'POST /api/members/{id}/sensitive-authorization/revocation': 'admin',
  'POST /api/members/{id}/suppression': 'admin',
  'GET /api/members/{id}/data-report': 'admin',
  'GET /api/members/{id}/data-report.xlsx': 'admin',
  'GET /api/deleted-members': 'admin',
  'POST /api/members/{id}/payments': 'staff',
  'GET /api/members/{id}/payments': 'staff',
  'POST /api/members/{id}/renewals': 'staff',
  'POST /api/members/{id}/freeze': 'admin',
  'POST /api/members/{id}/unfreeze': 'admin',
  'POST /api/payments/{paymentId}/void': 'admin',
  'POST /api/members/{id}/visits': 'staff',
  'POST /api/members/{id}/attendances': 'staff',
  'GET /api/members/{id}/attendances': 'staff',
  'POST /api/members/{id}/ticket-book/reset': 'admin',
  'POST /api/members/{id}/body-compositions': 'staff',
  'GET /api/members/{id}/body-compositions': 'staff',
  'GET /api/members/export.csv': 'staff',
  'GET /api/members/export.xlsx': 'admin',
  'POST /api/members/import': 'admin',
  'GET /api/payments': 'admin',
  'GET /api/payments/export.csv': 'admin',
  'GET /api/attendances': 'staff',
  'GET /api/body-compositions': 'staff',
  'GET /api/dashboard': 'staff',
  'GET /api/cash-closing': 'staff',
  'POST /api/cash-closing/{date}/close': 'staff',
  'POST /api/cash-closing/{date}/reopen': 'admin',
  'GET /api/turnos/current': 'staff',
  'GET /api/turnos': 'staff',
  'GET /api/turnos/export.csv': 'admin',
  'GET /api/members/{id}/card': 'staff',
  'POST /api/members/{id}/card': 'staff',
  'POST /api/members/{id}/photo': 'staff',
  'GET /api/members/{id}/photo': 'staff',
  'DELETE /api/members/{id}/photo': 'staff',
  'GET /api/cards/{token}': 'public',
  'POST /api/turnos': 'staff',
  'POST /api/turnos/current/withdrawals': 'staff',
  'POST /api/turnos/{turnoId}/close': 'staff',
  'GET /api/check-in': 'staff',
  'GET /api/member-matches': 'staff',
  'GET /api/receipts/{paymentId}': 'staff',
  'GET /api/members/{id}/history': 'admin',
  'GET /api/members/{id}/history/state': 'admin',
  'GET /api/audit/members': 'admin',
  'GET /api/dashboard/alerts/{list}': 'staff',
  'GET /api/dashboard/birthdays': 'staff',
  'GET /api/dashboard/absent': 'staff',
  'GET /api/staff-activity': 'admin',
  'GET /api/staff-activity/{id}/rows': 'admin',
  'GET /api/data-requests': 'admin',
  'POST /api/data-requests': 'admin',
  'POST /api/data-requests/{id}/answer': 'admin',
  'GET /api/members/{id}/open-reclamo': 'staff',
  'POST /api/admin/projections/rebuild': 'admin',
  'GET /api/reminders': 'staff',
  'POST /api/reminders/{id}/sent': 'staff',
  'POST /api/reminders/{id}/skip': 'staff',
  'GET /api/settings/reminder-templates': 'staff',
  'POST /api/settings/reminder-templates': 'admin',
  'GET /api/products': 'staff',
  'POST /api/products': 'admin',
  'PATCH /api/products/{id}': 'admin',
  'POST /api/products/{id}/archive': 'admin',
  'POST /api/products/{id}/stock': 'admin',
  'POST /api/sales': 'staff',
  'POST /api/sales/{id}/void': 'admin',
  'GET /api/sales/{id}/receipt': 'staff',
};

const SOME_ID = '6d0c1f9e-1111-4a4a-8b8b-222222222222';
/** Bodies that keep an allowed call from changing anything (everything else gets `{}`, refused as invalid). */
const HARMLESS_BODIES: Readonly<Record<string, unknown>> = {
  'POST /api/admin/projections/rebuild': { projections: ['ninguna'] },
  // `{}` would end the walking account's sessions: a body it refuses (400) still shows the route is open.
  'POST /api/auth/sessions/end-all': { todas: true },
};
const FORBIDDEN = { statusCode: 403, code: 'AUTH.FORBIDDEN', message: 'No tienes permiso para esta acción.' };
/** The 'Who' column's words (English, or the Spanish of rows written before the table moved). */
const WHO_LABELS: Readonly<Record<string, Permission>> = {
  Anyone: 'public',
  'All staff': 'staff',
  'Administrador only': 'admin',
  Cualquiera: 'public',
  'Todo el personal': 'staff',
  'Solo Administrador': 'admin',
};

async function documentedRoutes(app: TestApp): Promise<string[]> {
  const { paths } = (await app.request('GET', '/api/docs-json')).body as { paths: Record<string, object> };
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** The table in docs/security.md: a row per route, `| \`METHOD /path\` | Administrador only |`. */
function documentedTable(): Record<string, string> {
  const security = readFileSync(join(__dirname, '../../../docs/security.md'), 'utf8');
  const section = security.split('\n## ').find((part) => part.startsWith('Who may do what')) ?? '';
  const rows = section.split('\n').filter((line) => /^\| `[A-Z]+ \/api/.test(line));
  return Object.fromEntries(
    rows.map((row) => {
      const [route = '', who = ''] = row
        .split('|')
        .slice(1)
        .map((cell) => cell.trim());
      const label = Object.keys(WHO_LABELS).find((text) => who.startsWith(text));
      return [route.replaceAll('`', ''), label ? (WHO_LABELS[label] ?? who) : who];
    }),
  );
}

const refused = (status: number): boolean => status === 401 || status === 403;

function call(client: TestClient, route: string, anonymous = false) {
  const [method = 'GET', pattern = ''] = route.split(' ');
  const path = pattern.replace(/\{\w+\}/g, SOME_ID);
  const body = method === 'GET' || method === 'DELETE' ? undefined : (HARMLESS_BODIES[route] ?? {});
  return client.request(method, path, { body, anonymous });
}

describe('R25: the permission of every route', () => {
  let app: TestApp;
  let reception: TestClient;
  let routes: string[];

  beforeAll(async () => {
    app = await startTestApp();
    const account = { email: 'recepcion@gimnasio.test', password: 'clave-de-recepcion' };
    const created = await app.request('POST', '/api/staff', {
      body: { ...account, displayName: 'Recepción', role: 'reception' },
    });
    expect(created.status).toBe(201);
    await projected(app);
    reception = app.newClient();
    expect((await reception.signIn(account)).body).toMatchObject({ role: 'reception' });
    routes = await documentedRoutes(app);
  });
  afterAll(() => app.close());

  it('every route of the OpenAPI document has its line in the table, and no line is stale', () => {
    expect([...routes].sort()).toEqual(Object.keys(PERMISSIONS).sort());
  });

  it('the table in docs/security.md says the same, route by route', () =>
    expect(documentedTable()).toEqual(PERMISSIONS));

  it('signed out, only the public routes answer', async () => {
    for (const route of routes) {
      const answer = await call(app, route, true);
      if (PERMISSIONS[route] === 'public')
        expect({ route, refused: answer.status === 401 }).toEqual({ route, refused: false });
      else expect({ route, body: answer.body }).toEqual({ route, body: UNAUTHORIZED });
    }
  });

  it('Recepción is refused every Administrador route with 403, and nothing is appended', async () => {
    const head = await eventStoreOf(app).headPosition();
    for (const route of routes.filter((candidate) => PERMISSIONS[candidate] !== 'public')) {
      const answer = await call(reception, route);
      if (PERMISSIONS[route] === 'admin') expect({ route, body: answer.body }).toEqual({ route, body: FORBIDDEN });
      else expect({ route, refused: refused(answer.status) }).toEqual({ route, refused: false });
    }
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  it('the Administrador passes every route', async () => {
    for (const route of routes.filter((candidate) => PERMISSIONS[candidate] !== 'public')) {
      const answer = await call(app, route);
      expect({ route, refused: refused(answer.status) }).toEqual({ route, refused: false });
    }
  });
});

/** Today and yesterday in the gym (the test app runs on the real clock, in Bogotá). */
const today = (): string => localDate(new Date().toISOString(), 'America/Bogota');
const yesterday = (): string => addDays(today(), -1);

/**
 * R33: the rules inside a route that stays open to all the staff: what Recepción sends there is
 * refused under its field (403, the R25 text, nothing appended), what an Administrador sends is not.
 */
const FIELD_RULES: readonly { readonly route: string; readonly body?: () => unknown; readonly field: string }[] = [
  { route: 'PATCH /api/members/{id}', body: () => ({ joinedOn: '2026-01-15' }), field: 'joinedOn' },
  {
    route: 'POST /api/members/{id}/payments',
    body: () => ({ paymentType: 'additional', amount: 10_000, paidOn: yesterday() }),
    field: 'paidOn',
  },
  { route: 'GET /api/cash-closing?date={yesterday}', field: 'date' },
];

function callWith(client: TestClient, route: string, memberId: string, body?: unknown) {
  const [method = 'GET', pattern = ''] = route.split(' ');
  const path = pattern.replace('{id}', memberId).replace('{yesterday}', yesterday());
  return client.request(method, path, { body });
}

describe('R33: the rules inside the routes open to all the staff', () => {
  let app: TestApp;
  let reception: TestClient;
  let memberId: string;

  beforeAll(async () => {
    app = await startTestApp();
    const account = { email: 'recepcion@gimnasio.test', password: 'clave-de-recepcion' };
    await app.request('POST', '/api/staff', { body: { ...account, displayName: 'Recepción', role: 'reception' } });
    memberId = await registerMember(app, { joinedOn: today() });
    await projected(app);
    reception = app.newClient();
    await reception.signIn(account);
  });
  afterAll(() => app.close());

  it.each(FIELD_RULES)('R33: Recepción is refused $route under `$field`, and nothing is appended', async (rule) => {
    const head = await eventStoreOf(app).headPosition();
    const answer = await callWith(reception, rule.route, memberId, rule.body?.());
    expect(answer.body).toEqual({ ...FORBIDDEN, field: rule.field });
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  it.each(FIELD_RULES)('R33: the Administrador passes $route', async (rule) => {
    const answer = await callWith(app, rule.route, memberId, rule.body?.());
    expect({ status: answer.status, ok: answer.status < 300 }).toEqual({ status: answer.status, ok: true });
  });

  it('R33: the dashboard sends Recepción no money of the gym (null), and the Administrador every figure', async () => {
    const asReception = (await reception.request('GET', '/api/dashboard')).body;
    expect(asReception).toMatchObject({
      totalIncome: null,
      monthIncome: null,
      pendingDebts: null,
      monthlyIncome: null,
    });
    expect(asReception).toMatchObject({ totalMembers: 1, withDebt: { total: 1 } });
    const asAdministrator = (await app.request('GET', '/api/dashboard')).body;
    // The Administrador's calls above recorded $ 10.000 of the $ 80.000 owed.
    expect(asAdministrator).toMatchObject({ pendingDebts: 70_000, totalIncome: 10_000 });
    expect(asAdministrator.monthlyIncome).toEqual([{ month: yesterday().slice(0, 7), income: 10_000 }]);
  });

  it("R33: Recepción still sees today's cierre, a member's payments and debt, and pays dated today", async () => {
    const owed = (await reception.request('GET', `/api/members/${memberId}`)).body.debt as number;
    expect((await reception.request('GET', '/api/cash-closing')).status).toBe(200);
    expect((await reception.request('GET', `/api/cash-closing?date=${today()}`)).status).toBe(200);
    const paid = await reception.request('POST', `/api/members/${memberId}/payments`, {
      body: { paymentType: 'additional', amount: 5_000 },
    });
    expect(paid.status).toBe(201);
    const payments = await reception.request('GET', `/api/members/${memberId}/payments`);
    expect(payments.body.items[0]).toMatchObject({ amount: 5_000, paidOn: today() });
    expect((await reception.request('GET', `/api/members/${memberId}`)).body).toMatchObject({ debt: owed - 5_000 });
  });
});
