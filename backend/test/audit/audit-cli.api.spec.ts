// `npm run audit -- <memberId> [--desc]` beside the running app: the same timeline as the API, one
// line per event with its instant in the gym's time zone, the staff account and the sentence.
import { runAuditCli } from '../../src/cli/audit-cli.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectStatus, getJson, registerMember, settableClock } from '../members/support/members-api.js';

interface CliRun {
  readonly code: number;
  readonly out: string[];
  readonly err: string[];
}

describe('npm run audit', () => {
  const clock = settableClock('2026-03-02T07:05:00-05:00');
  let app: TestApp;
  let id: string;

  const audit = async (args: string[]): Promise<CliRun> => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAuditCli(args, {
      config: app.config,
      out: (text) => out.push(text),
      err: (text) => err.push(text),
    });
    return { code, out, err };
  };

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    id = await registerMember(app, {
      authorization: null,
      details: { name: 'Óscar Muñoz' },
      plan: 'monthly',
      joinedOn: '2026-03-02',
      amountPaid: 80_000,
    });
    clock.set('2026-03-04T23:30:00-05:00');
    expectStatus(await app.request('PATCH', `/api/members/${id}`, { body: { plan: 'fortnight' } }), 200);
    clock.set('2026-03-05T08:00:00-05:00');
    expectStatus(await app.request('DELETE', `/api/members/${id}`), 200);
  });
  afterAll(() => app.close());

  it('prints a deleted member’s whole timeline, oldest first, as the API lists it', async () => {
    const run = await audit([id]);
    expect(run).toEqual({
      code: 0,
      err: [],
      out: [
        'Historial de Óscar Muñoz — eliminado (4 eventos)',
        '#0  02/03/2026 07:05  Administrador  Usuario registrado: Óscar Muñoz, plan Mensualidad, ingreso 02/03/2026',
        expect.stringMatching(
          /^#1 {2}02\/03\/2026 07:05 {2}Administrador {2}Pago registrado: \$\s?80\.000 \(Pago inicial\) · Efectivo$/,
        ),
        // R1: 23:30 in Bogotá is still the 4th, though it is the 5th in UTC.
        '#2  04/03/2026 23:30  Administrador  Plan cambiado de Mensualidad a Quincena',
        '#3  05/03/2026 08:00  Administrador  Usuario eliminado: Óscar Muñoz',
      ],
    });
    const api = await getJson(app, `/api/members/${id}/history`);
    expect(run.out.slice(1).map((line) => line.split('  ').slice(3).join('  '))).toEqual(
      api.items.map((entry: { description: string }) => entry.description),
    );
  });

  it('prints it newest first with --desc', async () => {
    const run = await audit(['--desc', id.toUpperCase()]);
    expect(run.code).toBe(0);
    expect(run.out.slice(1).map((line) => line.split('  ')[0])).toEqual(['#3', '#2', '#1', '#0']);
  });

  it('answers 1 with the catalogue’s text for an unknown member, 2 with the usage for no id', async () => {
    expect(await audit(['8c0f2d36-1b7e-4e4b-9a51-2f6a4c9d0e11'])).toEqual({
      code: 1,
      out: [],
      err: ['Usuario no encontrado.'],
    });
    expect(await audit([])).toEqual({ code: 2, out: ['Uso: npm run audit -- <id del usuario> [--desc]'], err: [] });
    expect((await audit(['nadie'])).code).toBe(2);
  });
});
