// The dashboard's visit figures (R28) at 23:30 in Bogotá on 20 March 2026 (already the 21st in
// UTC, R1): 'Sin venir hace 14 días o más' and the visits of each of the last 30 days.
import { csvFile, SHEET_HEADERS } from '../../src/members/member-import/testing/spreadsheets.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { importSheet, sessionCookie } from './support/member-import-api.js';
import { expectStatus, getJson, registerMember, settableClock } from './support/members-api.js';

const NOW = '2026-03-20T23:30:00-05:00';

describe('GET /api/dashboard: visits (R28)', () => {
  const clock = settableClock('2026-02-01T09:00:00-05:00');
  let app: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    const member = async (key: string, name: string, plan: string, joinedOn: string, amountPaid: number) => {
      ids[key] = await registerMember(app, {
        details: { name },
        plan: plan,
        joinedOn,
        amountPaid,
      });
    };
    await member('A', 'Ana Antigua', 'monthly', '2026-03-01', 80_000); // never came: 19 days
    await member('B', 'Beto Borde', 'monthly', '2026-03-01', 80_000); // last came 6 March at 23:30: 14 days
    await member('C', 'Cami Casi', 'monthly', '2026-03-01', 80_000); // last came 7 March: 13 days
    await member('D', 'Dora Deuda', 'monthly', '2026-02-25', 30_000); // never came, but owes: not active
    await member('E', 'Eva Reciente', 'fortnight', '2026-03-10', 40_000); // joined 10 days ago
    await member('F', 'Fede Tiquetera', 'ticket_book', '2026-02-20', 50_000); // last attended 1 March
    await member('G', 'Gabi Vencida', 'monthly', '2026-02-01', 80_000); // expired 1 March: not active
    await member('H', 'Hugo Borrado', 'monthly', '2026-03-01', 80_000); // came today, then deleted (R22)
    const visit = async (key: string, at: string) => {
      clock.set(at);
      expectStatus(await app.request('POST', `/api/members/${ids[key]}/visits`, { body: {} }), 201);
    };
    await visit('G', '2026-02-18T10:00:00-05:00'); // 31 days ago: off the chart
    await visit('G', '2026-02-19T10:00:00-05:00'); // the chart's first day
    await visit('F', '2026-03-01T10:00:00-05:00');
    await visit('B', '2026-03-06T23:30:00-05:00'); // already 7 March in UTC
    await visit('C', '2026-03-07T06:00:00-05:00');
    await visit('E', '2026-03-20T22:00:00-05:00');
    await visit('H', '2026-03-20T22:10:00-05:00');
    // Issue 41: imported 5 days ago from a sheet whose entry date is January's, and not seen since.
    clock.set('2026-03-15T10:00:00-05:00');
    const sheet = csvFile([
      SHEET_HEADERS,
      [
        'Iván Importado',
        '',
        '3001112233',
        'Calle 5',
        'M',
        '',
        'Mensualidad',
        '20/01/2026',
        '20/04/2026',
        '',
        '80000',
        '80000',
        '0',
        '',
        '',
        '',
      ],
    ]);
    const imported = await importSheet(app, sheet, {
      fileName: 'socios.csv',
      dryRun: false,
      cookie: await sessionCookie(app),
    });
    expect(imported.imported).toBe(1);
    clock.set(NOW);
    expectStatus(await app.request('DELETE', `/api/members/${ids.H}`), 200);
  });
  afterAll(() => app.close());

  it("R28 + R1: 'Sin venir' lists the active members 14 or more days without a visit, longest first", async () => {
    const { absent, today } = await getJson(app, '/api/dashboard');
    expect(today).toBe('2026-03-20');
    expect(absent).toEqual({
      total: 3,
      items: [
        {
          id: ids.A,
          name: 'Ana Antigua',
          phone: '3001234567',
          plan: 'monthly',
          lastVisitOn: null,
          absentSince: '2026-03-01',
          importedOn: null,
          daysAbsent: 19,
        },
        expect.objectContaining({ id: ids.F, lastVisitOn: '2026-03-01', daysAbsent: 19, plan: 'ticket_book' }),
        expect.objectContaining({ id: ids.B, lastVisitOn: '2026-03-06', absentSince: '2026-03-06', daysAbsent: 14 }),
      ],
    });
  });

  it("issue 41: a member imported without visits counts from the import day, not the sheet's entry date", async () => {
    const { absent } = await getJson(app, '/api/dashboard');
    expect(absent.items.map((entry: { name: string }) => entry.name)).not.toContain('Iván Importado');
    const list = await getJson(app, '/api/members?search=ivan');
    expect(list.items).toEqual([expect.objectContaining({ name: 'Iván Importado', status: 'active' })]);
    // Twelve days later, still without a visit, they are 'Sin venir' since the import.
    clock.set('2026-03-29T10:00:00-05:00');
    const later = await getJson(app, '/api/dashboard');
    expect(later.absent.items).toContainEqual(
      expect.objectContaining({
        name: 'Iván Importado',
        absentSince: '2026-03-15',
        importedOn: '2026-03-15',
        daysAbsent: 14,
      }),
    );
    clock.set(NOW);
  });

  it('R28 + R1: the visits of each of the last 30 gym-local days, every plan, oldest first', async () => {
    const { visitsPerDay } = await getJson(app, '/api/dashboard');
    expect(visitsPerDay).toHaveLength(30);
    expect(visitsPerDay[0]).toEqual({ date: '2026-02-19', visits: 1 });
    expect(visitsPerDay.at(-1)).toEqual({ date: '2026-03-20', visits: 1 }); // Eva; Hugo's left with him (R22)
    const visited = visitsPerDay.filter((day: { visits: number }) => day.visits > 0);
    expect(visited.map((day: { date: string }) => day.date)).toEqual([
      '2026-02-19',
      '2026-03-01',
      '2026-03-06',
      '2026-03-07',
      '2026-03-20',
    ]);
  });

  it("R28: the global 'Asistencia' lists every plan's visits with the plan, newest first", async () => {
    const page = await getJson(app, '/api/attendances?pageSize=3');
    expect(page.total).toBe(6);
    expect(page.items.map((entry: { memberName: string; plan: string }) => [entry.memberName, entry.plan])).toEqual([
      ['Eva Reciente', 'fortnight'],
      ['Cami Casi', 'monthly'],
      ['Beto Borde', 'monthly'],
    ]);
  });
});
