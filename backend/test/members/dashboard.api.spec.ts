// The dashboard against hand-computed figures for a small gym, at 23:30 in Bogotá on 15 March 2026
// (already 16 March in UTC): every day-dependent figure would differ if "today" came from UTC (R1).
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectStatus, getJson, registerMember, settableClock } from './support/members-api.js';

const NOW = '2026-03-15T23:30:00-05:00';

describe('GET /api/dashboard for a small gym on a fixed date', () => {
  const clock = settableClock(NOW);
  let app: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    const member = async (
      key: string,
      name: string,
      plan: 'fortnight' | 'monthly' | 'ticket_book',
      joinedOn: string,
      amountPaid: number,
      birthday: string | null,
    ) => {
      ids[key] = await registerMember(app, { details: { name, birthday }, plan, joinedOn, amountPaid });
    };
    await member('A', 'Ana Gómez', 'monthly', '2026-02-15', 80_000, '1990-03-15'); // expires today, birthday today
    await member('B', 'Bruno Díaz', 'fortnight', '2026-03-05', 40_000, '1991-07-01'); // expires in 5 days
    await member('C', 'Carla Ruiz', 'fortnight', '2026-03-06', 20_000, '1992-08-01'); // in 6 days, owes 20 000
    await member('D', 'Diego Peña', 'monthly', '2026-02-14', 80_000, '1985-04-14'); // expired yesterday, birthday in 30 days
    await member('E', 'Elena Núñez', 'monthly', '2026-01-31', 50_000, '2000-04-15'); // expired 28 Feb (R4), birthday in 31 days
    await member('F', 'Fabio Ríos', 'ticket_book', '2026-03-01', 50_000, '1993-09-09'); // a fresh ticket book
    await member('G', 'Gloria Vélez', 'ticket_book', '2026-03-01', 0, '1994-10-10'); // owes the whole book
    await member('H', 'Hugo Zapata', 'monthly', '2026-03-10', 120_000, '1995-03-16'); // overpays, then is deleted
    await member('I', 'Iván Ortiz', 'ticket_book', '2026-02-20', 50_000, null); // uses all 15 days
    const payment = await app.request('POST', `/api/members/${ids.E}/payments`, {
      body: { paymentType: 'additional', amount: 10_000, paidOn: '2025-12-20' },
    });
    expectStatus(payment, 201);
    for (let day = 0; day < 15; day += 1) {
      clock.set(new Date(Date.parse('2026-02-20T10:00:00-05:00') + day * 86_400_000).toISOString());
      expectStatus(await app.request('POST', `/api/members/${ids.I}/attendances`, { body: {} }), 201);
    }
    clock.set(NOW);
    expectStatus(await app.request('DELETE', `/api/members/${ids.H}`), 200);
  });
  afterAll(() => app.close());

  it('R1: answers for the gym-local today and month, though UTC is already the 16th', async () => {
    const dashboard = await getJson(app, '/api/dashboard');
    expect(dashboard).toMatchObject({ today: '2026-03-15', month: '2026-03' });
  });

  it('the five cards: members, active members (spec §4), total income, month income and pending debts', async () => {
    const dashboard = await getJson(app, '/api/dashboard');
    expect(dashboard).toMatchObject({
      totalMembers: 8, // H was deleted (R22)
      activeMembers: 3, // A (expires today), B, F; not C, E, G (debt), D (expired), I (15 days used)
      totalIncome: 500_000, // H's 120 000 still counts (R22)
      monthIncome: 230_000, // B 40 000 + C 20 000 + F 50 000 + H 120 000
      pendingDebts: 90_000, // C 20 000 + E 20 000 + G 50 000
    });
  });

  it('income of a chosen month, and the monthly history newest first', async () => {
    expect((await getJson(app, '/api/dashboard?month=2026-01')).monthIncome).toBe(50_000);
    expect((await getJson(app, '/api/dashboard?month=2025-11')).monthIncome).toBe(0);
    expect((await getJson(app, '/api/dashboard?month=2026-02')).month).toBe('2026-02');
    expect((await getJson(app, '/api/dashboard')).monthlyIncome).toEqual([
      { month: '2026-03', income: 230_000 },
      { month: '2026-02', income: 210_000 },
      { month: '2026-01', income: 50_000 },
      { month: '2025-12', income: 10_000 },
    ]);
  });

  it('R14: about to expire (0 to 5 days, no Tiquetera) and expired, soonest expiry first', async () => {
    const { aboutToExpire, expired } = await getJson(app, '/api/dashboard');
    expect(aboutToExpire.total).toBe(2);
    expect(
      aboutToExpire.items.map((entry: { name: string; daysToExpiry: number }) => [entry.name, entry.daysToExpiry]),
    ).toEqual([
      ['Ana Gómez', 0],
      ['Bruno Díaz', 5],
    ]);
    expect(
      expired.items.map((entry: { name: string; expiresOn: string; daysToExpiry: number }) => [
        entry.name,
        entry.expiresOn,
        entry.daysToExpiry,
      ]),
    ).toEqual([
      ['Elena Núñez', '2026-02-28', -15],
      ['Diego Peña', '2026-03-14', -1],
    ]);
    expect(aboutToExpire.items[0]).toEqual({
      id: ids.A,
      name: 'Ana Gómez',
      phone: '3001234567',
      plan: 'monthly',
      expiresOn: '2026-03-15',
      debt: 0,
      daysToExpiry: 0,
    });
  });

  it('members with debt, highest first, then by name', async () => {
    const { withDebt } = await getJson(app, '/api/dashboard');
    expect(withDebt.total).toBe(3);
    expect(withDebt.items.map((entry: { name: string; debt: number }) => [entry.name, entry.debt])).toEqual([
      ['Gloria Vélez', 50_000],
      ['Carla Ruiz', 20_000],
      ['Elena Núñez', 20_000],
    ]);
  });

  it('R15: birthdays within 30 days, today first, the deleted member left out', async () => {
    const { birthdays } = await getJson(app, '/api/dashboard');
    expect(birthdays).toEqual({
      total: 2,
      items: [
        {
          id: ids.A,
          name: 'Ana Gómez',
          phone: '3001234567',
          birthday: '1990-03-15',
          nextBirthday: '2026-03-15',
          daysToGo: 0,
        },
        {
          id: ids.D,
          name: 'Diego Peña',
          phone: '3001234567',
          birthday: '1985-04-14',
          nextBirthday: '2026-04-14',
          daysToGo: 30,
        },
      ],
    });
  });

  it('plan distribution of the live members', async () => {
    expect((await getJson(app, '/api/dashboard')).planDistribution).toEqual({
      fortnight: 2,
      monthly: 3,
      ticket_book: 3,
    });
  });

  it('R1, R5: an attendance at 23:30 counts for the gym-local day and starts 60 days from it', async () => {
    const marked = await app.request('POST', `/api/members/${ids.F}/attendances`, { body: {} });
    expectStatus(marked, 201);
    const profile = await getJson(app, `/api/members/${ids.F}`);
    expect(profile).toMatchObject({ lastAttendanceOn: '2026-03-15', expiresOn: '2026-05-14', ticketDaysUsed: 1 });
    const { items } = await getJson(app, `/api/members/${ids.F}/attendances`);
    expect(items[0]).toMatchObject({ attendedOn: '2026-03-15', attendedAt: '2026-03-16T04:30:00.000Z' });
  });

  it('refuses a month that is not YYYY-MM with 400 and the catalogue text', async () => {
    for (const month of ['2026-13', '2026-3', 'marzo']) {
      const response = await app.request('GET', `/api/dashboard?month=${month}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'REQUEST.INVALID',
        field: 'month',
        message: 'Los datos enviados no son válidos. Revisa el formulario.',
      });
    }
  });
});

describe("issue 41: each of the dashboard's lists whole, a page at a time", () => {
  // 20 December: the next 30 days of birthdays run across the year's end (two ranges).
  const clock = settableClock('2026-12-20T10:00:00-05:00');
  let app: TestApp;
  const birthdays = ['12-21', '12-22', '12-23', '12-24', '01-01', '01-02', '01-03', '01-04'];

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    for (const [index, monthDay] of birthdays.entries())
      await registerMember(app, {
        details: { name: `Socio ${index + 1}`, birthday: `1990-${monthDay}` },
        plan: 'monthly',
        joinedOn: '2026-12-01',
        // Debts of 8 000, 16 000… 64 000: highest first in 'Con deuda'.
        amountPaid: 80_000 - (index + 1) * 8_000,
      });
  });
  afterAll(() => app.close());

  const names = (page: { items: { name: string }[] }) => page.items.map((entry) => entry.name);

  it('the dashboard shows the first five of each list and how many there are', async () => {
    const dashboard = await getJson(app, '/api/dashboard');
    expect(names(dashboard.withDebt)).toEqual(['Socio 8', 'Socio 7', 'Socio 6', 'Socio 5', 'Socio 4']);
    expect(dashboard.withDebt.total).toBe(8);
    expect(dashboard.birthdays).toMatchObject({ total: 8, items: expect.any(Array) });
    expect(dashboard.birthdays.items).toHaveLength(5);
  });

  it('a list pages in the dashboard’s order, the birthdays across the year’s end', async () => {
    const debts = await getJson(app, '/api/dashboard/alerts/with-debt?page=2&pageSize=5');
    expect(debts).toMatchObject({ total: 8, page: 2, pageSize: 5 });
    expect(names(debts)).toEqual(['Socio 3', 'Socio 2', 'Socio 1']);
    const pages = await Promise.all(
      [1, 2, 3].map((page) => getJson(app, `/api/dashboard/birthdays?page=${page}&pageSize=3`)),
    );
    expect(pages.map(names)).toEqual([
      ['Socio 1', 'Socio 2', 'Socio 3'],
      ['Socio 4', 'Socio 5', 'Socio 6'],
      ['Socio 7', 'Socio 8'],
    ]);
    expect(pages.map((page) => page.total)).toEqual([8, 8, 8]);
    expect(await getJson(app, '/api/dashboard/alerts/expired')).toMatchObject({ items: [], total: 0, page: 1 });
    expect(await getJson(app, '/api/dashboard/absent')).toMatchObject({ total: 0, page: 1 });
  });

  it('an unknown list is not found, a bad page is refused', async () => {
    const unknown = await app.request('GET', '/api/dashboard/alerts/todas');
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({ status: 404, code: 'REQUEST.NOT_FOUND' });
    expect((await app.request('GET', '/api/dashboard/birthdays?page=0')).status).toBe(400);
  });
});
