// R38 over HTTP: the member list filtered by one plan and sorted by the plans' names as the gym calls
// them now (a gym plan and a renamed spec plan included, across pages); what the server writes names
// a gym plan by its name (the CSV exports, Historial, the reminders' texts); and R50's 'pocas visitas'
// covers a visits plan of the gym's, not only the Tiquetera.
import { projected } from '../auth/auth-test-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectStatus, getJson, registerMember, settableClock } from './support/members-api.js';

describe("the member list and the server's texts with the gym's plans (R38)", () => {
  const clock = settableClock('2026-03-01T10:00:00-05:00');
  let app: TestApp;
  let anual = '';
  let clases = '';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    const created = async (body: unknown) => {
      const answer = await app.request('POST', '/api/plans', { body });
      expectStatus(answer, 201);
      return answer.body.planId as string;
    };
    anual = await created({ name: 'Anual', terms: { kind: 'time', months: 12 }, price: 700_000 });
    clases = await created({ name: '8 clases', terms: { kind: 'visits', visits: 8, validDays: 30 }, price: 60_000 });
    ids.ana = await registerMember(app, { plan: anual, details: { name: 'Ana Anual', phone: '3001110001' } });
    ids.beto = await registerMember(app, { plan: 'monthly', details: { name: 'Beto Mensual', phone: '3001110002' } });
    ids.carla = await registerMember(app, { plan: clases, details: { name: 'Carla Clases', phone: '3001110003' } });
    ids.dario = await registerMember(app, {
      plan: 'fortnight',
      details: { name: 'Darío Quincena', phone: '3001110004' },
    });
    ids.elsa = await registerMember(app, { plan: anual, details: { name: 'Elsa Anual', phone: '3001110005' } });
    // Carla uses 6 of her 8 visits: 2 left, 'pocas visitas' (R50).
    for (let day = 1; day <= 6; day += 1) {
      clock.set(`2026-03-0${day}T10:00:00-05:00`);
      expectStatus(await app.request('POST', `/api/members/${ids.carla}/attendances`, { body: {} }), 201);
    }
    clock.set('2026-03-07T10:00:00-05:00');
    await projected(app);
  });
  afterAll(() => app.close());

  const names = async (query: string): Promise<string[]> =>
    (await getJson(app, `/api/members?${query}`)).items.map((item: { name: string }) => item.name);

  it("R38: sorted by plan is by the plan's name ('8 clases', Anual, Mensualidad, Quincena), then the member's", async () => {
    const order = ['Carla Clases', 'Ana Anual', 'Elsa Anual', 'Beto Mensual', 'Darío Quincena'];
    expect(await names('sort=plan')).toEqual(order);
    expect(await names('sort=plan&direction=desc')).toEqual([...order].reverse());
  });

  it('R38: sorted by plan, the pages follow one another across plans, with the whole total', async () => {
    const page = (n: number) => getJson(app, `/api/members?sort=plan&pageSize=2&page=${n}`);
    const pages = await Promise.all([1, 2, 3].map(page));
    expect(pages.map((answer) => answer.total)).toEqual([5, 5, 5]);
    expect(pages.flatMap((answer) => answer.items.map((item: { name: string }) => item.name))).toEqual([
      'Carla Clases',
      'Ana Anual',
      'Elsa Anual',
      'Beto Mensual',
      'Darío Quincena',
    ]);
    expect(await names('sort=plan&search=anual')).toEqual(['Ana Anual', 'Elsa Anual']);
  });

  it("R38: a spec plan renamed sorts by its new name at once ('Mensualidad' → 'Zeta mensual' goes last)", async () => {
    expectStatus(await app.request('POST', '/api/plans/monthly/name', { body: { name: 'Zeta mensual' } }), 201);
    await projected(app);
    expect(await names('sort=plan')).toEqual([
      'Carla Clases',
      'Ana Anual',
      'Elsa Anual',
      'Darío Quincena',
      'Beto Mensual',
    ]);
    expectStatus(await app.request('POST', '/api/plans/monthly/name', { body: { name: 'Mensualidad' } }), 201);
    await projected(app);
  });

  it('R38: the plan filter lists one plan, with its total, in any order and with a search', async () => {
    const page = await getJson(app, `/api/members?plan=${anual}`);
    expect(page).toMatchObject({ total: 2, items: [{ name: 'Ana Anual' }, { name: 'Elsa Anual' }] });
    expect(await names(`plan=${anual}&direction=desc`)).toEqual(['Elsa Anual', 'Ana Anual']);
    expect(await names(`plan=${anual}&search=elsa`)).toEqual(['Elsa Anual']);
    expect(await names(`plan=${anual}&sort=plan`)).toEqual(['Ana Anual', 'Elsa Anual']);
    expect(await names('plan=ticket_book')).toEqual([]);
    expect(await names('plan=monthly&sort=debt')).toEqual(['Beto Mensual']);
  });

  it("R38: the members' CSV names a gym plan by its name, and filters by plan like the list", async () => {
    const csv = await app.request('GET', `/api/members/export.csv?plan=${anual}`);
    expect(csv.status).toBe(200);
    const text = String(csv.body);
    expect(text).toContain('Ana Anual');
    expect(text).not.toContain('Beto Mensual');
    expect(text).toContain(';Anual;');
    expect(text).not.toContain(anual);
  });

  it("R38: Historial names a gym plan by its name ('Registrado … en el plan Anual'), never by its id", async () => {
    const history = await getJson(app, `/api/members/${ids.ana}/history`);
    const lines = history.items.map((item: { description: string }) => item.description).join('\n');
    expect(lines).toContain('Anual');
    expect(lines).not.toContain(anual);
    const visits = await getJson(app, `/api/members/${ids.carla}/history`);
    expect(visits.items.map((item: { description: string }) => item.description).join('\n')).toContain('8 clases');
  });

  it("R38 + R50: 'pocas visitas' lists a member of '8 clases' with 2 visits left, named by the plan's name", async () => {
    const body = await getJson(app, '/api/reminders');
    const few = body.groups.find((group: { kind: string }) => group.kind === 'visits_low').items;
    expect(few).toMatchObject([{ memberId: ids.carla, name: 'Carla Clases' }]);
    expect(few[0].why).toContain('2');
    expect(few[0].message).not.toContain(clases);
  });
});
