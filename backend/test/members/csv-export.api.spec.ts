// 'Exportar CSV': the member list (every field of each member, under the headers the import reads)
// and the payments history as files a Spanish-locale spreadsheet opens as they look on screen (';',
// UTF-8 with BOM, dd/mm/aaaa, whole pesos), never running a formula.
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/test-app.js';
import { expectStatus, registerMember, settableClock } from './support/members-api.js';

const NOW = '2026-03-02T10:00:00-05:00';

/** The file's first bytes as sent: `fetch`'s text() drops a byte order mark, so read the bytes. */
async function firstBytes(app: TestApp, path: string): Promise<number[]> {
  const login = await fetch(`${app.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const file = await fetch(`${app.baseUrl}${path}`, { headers: { Cookie: cookie } });
  return [...new Uint8Array(await file.arrayBuffer()).slice(0, 6)];
}

/** The file's lines without the final CRLF (fetch's text() has already dropped the byte order mark). */
const linesOf = (body: unknown): string[] => String(body).replace(/\r\n$/, '').split('\r\n');

describe('CSV exports', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({}, { clock: settableClock(NOW) });
    await registerMember(app, {
      // R37: stored as '+34612345678', a leading + the export neutralises.
      details: { name: 'Ana "la flaca" Pérez', phone: '+34 612 345 678' },
      plan: 'monthly',
      joinedOn: '2026-02-15',
      amountPaid: 80_000,
    });
    await registerMember(app, {
      details: { name: 'Bruno; Díaz', phone: '3002223333', cedula: '79.123.456' },
      plan: 'fortnight',
      joinedOn: '2026-02-01',
      amountPaid: 40_000,
    });
    await registerMember(app, {
      details: { name: '=HYPERLINK("http://x")', phone: '3003334444' },
      plan: 'ticket_book',
      joinedOn: '2026-03-01',
      amountPaid: 20_000,
    });
    const gone = await registerMember(app, {
      details: { name: 'Carla Ruiz', phone: '3004445555' },
      plan: 'monthly',
      joinedOn: '2026-01-10',
      amountPaid: 1_250_000,
    });
    expectStatus(await app.request('DELETE', `/api/members/${gone}`), 200);
  });
  afterAll(() => app.close());

  it('GET /api/members/export.csv: a download named by the day, UTF-8 with BOM', async () => {
    const response = await app.request('GET', '/api/members/export.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="usuarios-2026-03-02.csv"');
    expect(await firstBytes(app, '/api/members/export.csv')).toEqual([0xef, 0xbb, 0xbf, ...Buffer.from('Nom')]);
  });

  const MEMBER_HEADERS =
    'Nombre;Cédula;Teléfono;Dirección;Género;Cumpleaños;Plan;Fecha de ingreso;Fecha de vencimiento;' +
    'Días usados;Pagado;Precio;Deuda;Peso;Altura;Observaciones;Correo;' +
    'Autoriza datos;Autoriza datos sensibles;Acepta recordatorios;Cómo la dio;Estado;' +
    'Precio de lista;Descuento;Motivo del descuento';
  const BRUNO =
    '"Bruno; Díaz";79123456;3002223333;Calle 10 # 5-20;Masculino;20/05/1990;Quincena;01/02/2026;16/02/2026;' +
    '0;40000;40000;0;80;180;;;Sí;Sí;Sí;Firma;Vencido;;;';

  it('members: every field under the import’s headers, escaped cells, formulas neutralised, dates dd/mm/aaaa, plain pesos, statuses', async () => {
    const lines = linesOf((await app.request('GET', '/api/members/export.csv')).body);
    expect(lines).toEqual([
      MEMBER_HEADERS,
      `"'=HYPERLINK(""http://x"")";;3003334444;Calle 10 # 5-20;Masculino;20/05/1990;Tiquetera;01/03/2026;;` +
        '0;20000;50000;30000;80;180;;;Sí;Sí;Sí;Firma;Con Deuda;;;',
      `"Ana ""la flaca"" Pérez";;'+34612345678;Calle 10 # 5-20;Masculino;20/05/1990;Mensualidad;15/02/2026;` +
        '15/03/2026;0;80000;80000;0;80;180;;;Sí;Sí;Sí;Firma;Activo;;;',
      BRUNO,
    ]);
  });

  it('members: the same search and order as the screen, every matching row', async () => {
    const byDebt = linesOf((await app.request('GET', '/api/members/export.csv?sort=debt&direction=desc')).body);
    expect(byDebt[1]).toContain('Con Deuda');
    const found = linesOf((await app.request('GET', '/api/members/export.csv?search=bruno')).body);
    expect(linesOf((await app.request('GET', '/api/members/export.csv?search=79123456')).body)).toEqual(found);
    expect(found).toEqual([MEMBER_HEADERS, BRUNO]);
    expect((await app.request('GET', '/api/members/export.csv?sort=edad')).status).toBe(400);
  });

  it("payments: every payment newest first with the payer's cédula, a deleted member's under its name and '(eliminado)' (R22, R42)", async () => {
    const response = await app.request('GET', '/api/payments/export.csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="pagos-2026-03-02.csv"');
    expect(linesOf(response.body)).toEqual([
      'Fecha;Usuario;Cédula;Monto;Tipo;Plan;Medio de pago;Referencia;Recibo;Recibió;Anulado el;Anuló;Motivo de la anulación;Precio de lista;Descuento;Motivo del descuento',
      `01/03/2026;"'=HYPERLINK(""http://x"")";;20000;Pago inicial;Tiquetera;Efectivo;;R-000003;Administrador;;;;;;`,
      `15/02/2026;"Ana ""la flaca"" Pérez";;80000;Pago inicial;Mensualidad;Efectivo;;R-000001;Administrador;;;;;;`,
      '01/02/2026;"Bruno; Díaz";79123456;40000;Pago inicial;Quincena;Efectivo;;R-000002;Administrador;;;;;;',
      '10/01/2026;Carla Ruiz (eliminado);;1250000;Pago inicial;Mensualidad;Efectivo;;R-000004;Administrador;;;;;;',
    ]);
  });

  it('needs a signed-in staff member, like every screen', async () => {
    expect((await app.request('GET', '/api/members/export.csv', { anonymous: true })).status).toBe(401);
    expect((await app.request('GET', '/api/payments/export.csv', { anonymous: true })).status).toBe(401);
  });
});
