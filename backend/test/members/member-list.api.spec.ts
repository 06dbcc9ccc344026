// GET /api/members: text search over name and phone (accents and case forgiven), four sorts in both
// directions, pages, and the status badge of today (spec §2, §4).
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getJson, registerMember, settableClock } from './support/members-api.js';

describe('the member list', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { clock: settableClock('2026-03-15T10:00:00-05:00') });
    // name, phone, plan, entry date, amount paid → expiry, debt
    await registerMember(app, {
      details: { name: 'José Pérez', phone: '300 111 2222' },
      plan: 'monthly',
      joinedOn: '2026-03-01',
      amountPaid: 80_000,
    }); // 04-01, 0
    await registerMember(app, {
      details: { name: 'ángela Ruiz', phone: '310-555-0000' },
      plan: 'fortnight',
      joinedOn: '2026-02-01',
      amountPaid: 40_000,
    }); // 02-16, 0 → Vencido
    await registerMember(app, {
      details: { name: 'Zoe Álvarez', phone: '3205550001' },
      plan: 'ticket_book',
      joinedOn: '2026-03-10',
      amountPaid: 10_000,
    }); // none, 40 000
    await registerMember(app, {
      details: { name: 'Bruno JOSÉ Díaz', phone: '3001112223' },
      plan: 'monthly',
      joinedOn: '2026-03-05',
      amountPaid: 0,
    }); // 04-05, 80 000
  });
  afterAll(() => app.close());

  const names = async (query: string): Promise<string[]> =>
    (await getJson(app, `/api/members?${query}`)).items.map((item: { name: string }) => item.name);

  it('lists members by name by default (accents and case ignored), with the list fields', async () => {
    const page = await getJson(app, '/api/members');
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(page.items.map((item: { name: string }) => item.name)).toEqual([
      'ángela Ruiz',
      'Bruno JOSÉ Díaz',
      'José Pérez',
      'Zoe Álvarez',
    ]);
    expect(page.items[3]).toEqual({
      id: expect.any(String),
      name: 'Zoe Álvarez',
      phone: '3205550001',
      cedula: null,
      plan: 'ticket_book',
      // R38: the plan's name and terms beside its id, so a client needs no catalogue to read them.
      planName: 'Tiquetera',
      planTerms: { kind: 'visits', visits: 15, validDays: 60 },
      expiresOn: null,
      debt: 40_000,
      status: 'debt',
      ticketDaysUsed: 0,
      freeze: null,
    });
    expect(page.items[0].status).toBe('expired');
    expect(page.items[2].status).toBe('active');
  });

  it('searches name and phone, forgiving accents and case', async () => {
    expect(await names('search=jose')).toEqual(['Bruno JOSÉ Díaz', 'José Pérez']);
    expect(await names('search=PÉREZ')).toEqual(['José Pérez']);
    expect(await names(`search=${encodeURIComponent('  ANGELA ')}`)).toEqual(['ángela Ruiz']);
    expect(await names('search=alvarez')).toEqual(['Zoe Álvarez']);
    expect(await names('search=3001112')).toEqual(['Bruno JOSÉ Díaz', 'José Pérez']); // digits ignore the spaces typed
    expect(await names(`search=${encodeURIComponent('310-555')}`)).toEqual(['ángela Ruiz']);
    expect(await names('search=nadie')).toEqual([]);
    expect((await getJson(app, '/api/members?search=nadie')).total).toBe(0);
  });

  it('sorts by plan, expiry and debt in both directions', async () => {
    expect(await names('sort=plan')).toEqual(['Bruno JOSÉ Díaz', 'José Pérez', 'ángela Ruiz', 'Zoe Álvarez']); // Mensualidad, Quincena, Tiquetera
    expect(await names('sort=plan&direction=desc')).toEqual([
      'Zoe Álvarez',
      'ángela Ruiz',
      'José Pérez',
      'Bruno JOSÉ Díaz',
    ]);
    // A Tiquetera without expiry sorts as never expiring: last soonest-first, first latest-first.
    expect(await names('sort=expiresOn')).toEqual(['ángela Ruiz', 'José Pérez', 'Bruno JOSÉ Díaz', 'Zoe Álvarez']);
    expect(await names('sort=expiresOn&direction=desc')).toEqual([
      'Zoe Álvarez',
      'Bruno JOSÉ Díaz',
      'José Pérez',
      'ángela Ruiz',
    ]);
    expect(await names('sort=debt&direction=desc')).toEqual([
      'Bruno JOSÉ Díaz',
      'Zoe Álvarez',
      'José Pérez',
      'ángela Ruiz',
    ]);
    expect(await names('sort=debt')).toEqual(['ángela Ruiz', 'José Pérez', 'Zoe Álvarez', 'Bruno JOSÉ Díaz']);
    expect(await names('sort=name&direction=desc')).toEqual([
      'Zoe Álvarez',
      'José Pérez',
      'Bruno JOSÉ Díaz',
      'ángela Ruiz',
    ]);
  });

  it('R35: every typed word begins a word of the name, in any order; digits are found within a phone', async () => {
    expect(await names(`search=${encodeURIComponent('jose diaz')}`)).toEqual(['Bruno JOSÉ Díaz']);
    expect(await names(`search=${encodeURIComponent('díaz bruno')}`)).toEqual(['Bruno JOSÉ Díaz']);
    expect(await names(`search=${encodeURIComponent('jo pe')}`)).toEqual(['José Pérez']);
    expect(await names('search=erez')).toEqual([]); // inside a word, not at its beginning
    expect(await names(`search=${encodeURIComponent('jose ruiz')}`)).toEqual([]);
    expect(await names('search=0001')).toEqual(['Zoe Álvarez']); // the end of 320 555 0001
    expect(await names(`search=${encodeURIComponent('zoe 555')}`)).toEqual(['Zoe Álvarez']);
  });

  it('pages a search and a sort together', async () => {
    const page = await getJson(app, '/api/members?sort=debt&direction=desc&page=2&pageSize=2');
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(page.items.map((item: { name: string }) => item.name)).toEqual(['José Pérez', 'ángela Ruiz']);
    expect(await getJson(app, '/api/members?search=jose&page=2&pageSize=1')).toMatchObject({
      total: 2,
      items: [{ name: 'José Pérez' }],
    });
  });

  it('refuses unknown sorts, directions, pages and over-long searches with 400', async () => {
    const cases = [
      ['sort=age', 'sort'],
      ['direction=up', 'direction'],
      ['page=0', 'page'],
      ['pageSize=x', 'pageSize'],
      [`search=${'a'.repeat(101)}`, 'search'],
    ];
    for (const [query, field] of cases) {
      const response = await app.request('GET', `/api/members?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'REQUEST.INVALID',
        message: 'Los datos enviados no son válidos. Revisa el formulario.',
        field,
      });
    }
  });
});
