// Answers carrying a member's or a staff account's data must not stay on a shared front-desk
// computer after 'Cerrar Sesión': every route of the OpenAPI document, walked with real ids as the
// Administrador, answers `Cache-Control: no-store`, and so do the refusals and the CSV files.
import sharp from 'sharp';
import { gymRows, SHEET_HEADERS, xlsxFile } from '../../src/members/member-import/testing/spreadsheets.js';
import { projected } from '../auth/auth-test-helpers.js';
import { importSheet, sessionCookie } from '../members/support/member-import-api.js';
import { registerMember } from '../members/support/members-api.js';
import { startTestApp, type ApiResponse, type TestApp } from '../support/test-app.js';

/** Bodies that keep a call from changing the walking session (its own sessions, a rebuild). */
const HARMLESS_BODIES: Readonly<Record<string, unknown>> = {
  'POST /api/admin/projections/rebuild': { projections: ['ninguna'] },
  'POST /api/auth/sessions/end-all': { todas: true },
  'POST /api/auth/logout': undefined,
};
/** What a route needs in its query to answer its data. */
const QUERIES: Readonly<Record<string, string>> = { 'GET /api/members/{id}/history/state': '?revision=0' };
/** Routes a walk must not call for real: they would end the walking session. */
const SKIPPED = new Set(['POST /api/auth/logout']);

async function documentedRoutes(app: TestApp): Promise<string[]> {
  const { paths } = (await app.request('GET', '/api/docs-json')).body as { paths: Record<string, object> };
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

const cacheControl = (answer: ApiResponse) => answer.headers.get('cache-control');

describe('Cache-Control: no-store on every answer of the API', () => {
  let app: TestApp;
  let ids: Record<string, string>;
  /** Routes whose `{id}` is not a member's. */
  let routeIds: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    const memberId = await registerMember(app, { amountPaid: 30_000, details: { cedula: '1023456789' } });
    const staff = await app.request('GET', '/api/staff');
    const { items } = (await app.request('GET', `/api/members/${memberId}/payments`)).body;
    ids = { id: memberId, paymentId: items[0].id as string, staffId: staff.body.items[0].id as string };
    await importSheet(app, await xlsxFile([{ name: 'Socios', rows: [[...SHEET_HEADERS], ...gymRows(2)] }]), {
      dryRun: false,
    });
    const product = await app.request('POST', '/api/products', {
      body: { name: 'Agua 600 ml', price: 3000, stock: 5, lowStockThreshold: 1 },
    });
    const sale = await app.request('POST', '/api/sales', {
      body: { lines: [{ productId: product.body.productId as string, quantity: 1 }], method: 'cash' },
    });
    await projected(app);
    const activity = (await app.request('GET', '/api/staff-activity?kind=members')).body;
    const importLine = activity.items.find((item: { rows: number | null }) => item.rows !== null);
    // R51: the card's page needs a card.
    await app.request('POST', `/api/members/${memberId}/card`);
    // R52: the photo's GET needs a photo.
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'foto.jpg');
    const cookie = await sessionCookie(app);
    await fetch(`${app.baseUrl}/api/members/${memberId}/photo`, {
      method: 'POST',
      headers: { Cookie: cookie },
      body: form,
    });
    await projected(app);
    routeIds = {
      'GET /api/staff-activity/{id}/rows': importLine.id as string,
      'GET /api/dashboard/alerts/{list}': 'expired',
      'GET /api/sales/{id}/receipt': sale.body.saleId as string,
    };
  });
  afterAll(() => app.close());

  it('every route, with real ids: GETs answer their data, and every answer says no-store', async () => {
    const routes = (await documentedRoutes(app)).filter((route) => !SKIPPED.has(route));
    const seen: Record<string, unknown> = {};
    for (const route of routes) {
      const [method = 'GET', pattern = ''] = route.split(' ');
      // R51: the card's current token (the walk's POST of the card renews it).
      if (route === 'GET /api/cards/{token}') {
        routeIds = { ...routeIds, [route]: (await app.request('GET', `/api/members/${ids['id']}/card`)).body.token };
      }
      const filled = pattern.replace(
        /\{(\w+)\}/g,
        (_, name: string) => routeIds[route] ?? ids[name] ?? ids['id'] ?? '',
      );
      const path = `${filled}${QUERIES[route] ?? ''}`;
      const body = method === 'GET' || method === 'DELETE' ? undefined : (HARMLESS_BODIES[route] ?? {});
      // A DELETE would delete the member the other routes read: a refused one says enough.
      const answer = await app.request(method, path, { body, anonymous: method === 'DELETE' });
      seen[route] = { cacheControl: cacheControl(answer), ...(method === 'GET' ? { status: answer.status } : {}) };
    }
    const expected = Object.fromEntries(
      routes.map((route) => [
        route,
        { cacheControl: 'no-store', ...(route.startsWith('GET ') ? { status: 200 } : {}) },
      ]),
    );
    expect(seen).toEqual(expected);
  });

  it('the CSV downloads say no-store', async () => {
    for (const path of ['/api/members/export.csv', '/api/payments/export.csv']) {
      const answer = await app.request('GET', path);
      expect({ path, type: answer.headers.get('content-type'), cacheControl: cacheControl(answer) }).toEqual({
        path,
        type: expect.stringContaining('text/csv'),
        cacheControl: 'no-store',
      });
    }
  });

  it('refusals, unknown routes and signing out say no-store too', async () => {
    const answers = [
      await app.request('GET', `/api/members/${ids['id']}`, { anonymous: true }),
      await app.request('GET', '/api/no-such-route'),
      await app.newClient().request('POST', '/api/auth/logout'),
    ];
    expect(answers.map(cacheControl)).toEqual(['no-store', 'no-store', 'no-store']);
  });

  it('the built frontend keeps its own caching (the rule is for the API only)', async () => {
    const answer = await app.request('GET', '/');
    expect(cacheControl(answer)).not.toBe('no-store');
  });
});
