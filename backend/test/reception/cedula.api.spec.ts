// The cédula (issue 10): optional, stored as digits, searchable, and held by one live member at most
// — also when many registrations race for it, in one app or in two apps sharing one DATA_DIR.
import { startTestApp, type ApiResponse, type TestApp } from '../support/test-app.js';
import { expectStatus, getJson, registerBody, registerMember } from '../members/support/members-api.js';

const taken = (cedula: string, name: string) => ({
  statusCode: 409,
  code: 'MEMBER.CEDULA_TAKEN',
  message: `La cédula ${cedula} ya pertenece a ${name}.`,
  field: 'details.cedula',
});

describe('cédula', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const register = (
    name: string,
    cedula: string | null,
    target: Pick<TestApp, 'request'> = app,
  ): Promise<ApiResponse> =>
    target.request('POST', '/api/members', { body: registerBody({ details: { name, cedula } }) });

  it('is stored as digits, shown on the profile and in the member list, and found by its search', async () => {
    const id = await registerMember(app, { details: { name: 'Ana Pérez', cedula: '1.023.456.789' } });
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({ name: 'Ana Pérez', cedula: '1023456789' });
    for (const typed of ['1023456789', '1.023.456.789', '023 456']) {
      const found = await getJson(app, `/api/members?search=${encodeURIComponent(typed)}`);
      expect(found.items.map((m: { id: string; cedula: string }) => [m.id, m.cedula])).toEqual([[id, '1023456789']]);
    }
    const none = await registerMember(app, { details: { name: 'Sin Cédula' } });
    expect((await getJson(app, `/api/members/${none}`)).cedula).toBeNull();
  });

  it("a second member with the same cédula is refused, naming who has it: 'La cédula … ya pertenece a Ana Pérez.'", async () => {
    const second = await register('Otra Persona', '1023456789');
    expect(second.body).toEqual(taken('1023456789', 'Ana Pérez'));
    expect((await getJson(app, '/api/members?search=otra persona')).total).toBe(0);
  });

  it('editing another member to a cédula someone has is refused; to a free one, the old one is freed', async () => {
    const luis = await registerMember(app, { details: { name: 'Luis Gómez', cedula: '80123456' } });
    const refused = await app.request('PATCH', `/api/members/${luis}`, { body: { details: { cedula: '1023456789' } } });
    expect(refused.body).toEqual(taken('1023456789', 'Ana Pérez'));
    expect((await getJson(app, `/api/members/${luis}`)).cedula).toBe('80123456');
    expectStatus(
      await app.request('PATCH', `/api/members/${luis}`, { body: { details: { cedula: '80999999' } } }),
      200,
    );
    expectStatus(await register('Nuevo Dueño', '80123456'), 201);
    expect((await register('Otro Más', '80999999')).body).toEqual(taken('80999999', 'Luis Gómez'));
  });

  it('clearing it or deleting the member frees it at once (R22: the deleted member keeps it in its history)', async () => {
    const carla = await registerMember(app, { details: { name: 'Carla Ríos', cedula: '52000111' } });
    const dora = await registerMember(app, { details: { name: 'Dora Mejía', cedula: '52000222' } });
    expectStatus(await app.request('PATCH', `/api/members/${carla}`, { body: { details: { cedula: null } } }), 200);
    expectStatus(await app.request('DELETE', `/api/members/${dora}`), 200);
    expectStatus(await register('Elena Vargas', '52000111'), 201);
    expectStatus(await register('Flor Castro', '52000222'), 201);
  });

  it('a registration refused after claiming its cédula releases it; an invalid cédula is refused in Spanish', async () => {
    const key = 'registro-gina-0001';
    expectStatus(
      await app.request('POST', '/api/members', {
        body: registerBody({ details: { name: 'Gina Pardo', cedula: '63000111' } }),
        idempotencyKey: key,
      }),
      201,
    );
    // The same key with another body (another cédula): claimed for the key's member, then refused.
    const reused = await app.request('POST', '/api/members', {
      body: registerBody({ details: { name: 'Gina Pardo', cedula: '63000222' } }),
      idempotencyKey: key,
    });
    expect(reused.body.code).toBe('REQUEST.IDEMPOTENCY_KEY_REUSED');
    expectStatus(await register('Hilda Soto', '63000222'), 201);
    const invalid = await register('Hugo Lara', '12-34');
    expect(invalid.body).toEqual({
      statusCode: 400,
      code: 'MEMBER.CEDULA_INVALID',
      message: 'La cédula debe tener solo números, entre 5 y 12 dígitos.',
      field: 'details.cedula',
    });
  });

  it('a retried registration (same Idempotency-Key) meets its own cédula, not a refusal', async () => {
    const body = registerBody({ details: { name: 'Iván Torres', cedula: '71000111' } });
    const first = await app.request('POST', '/api/members', { body, idempotencyKey: 'registro-ivan-0001' });
    const again = await app.request('POST', '/api/members', { body, idempotencyKey: 'registro-ivan-0001' });
    expectStatus(first, 201);
    expect(again.status).toBe(201);
    expect(again.body.memberId).toBe(first.body.memberId);
  });

  it('under 12 concurrent registrations with one cédula exactly one succeeds; the others name the winner', async () => {
    const names = Array.from({ length: 12 }, (_, index) => `Socio Concurrente ${index}`);
    const answers = await Promise.all(names.map((name) => register(name, '99887766')));
    const winners = answers.filter((answer) => answer.status === 201);
    expect(winners).toHaveLength(1);
    const winner = names[answers.indexOf(winners[0]!)]!;
    for (const answer of answers.filter((a) => a.status !== 201))
      expect(answer.body).toEqual(taken('99887766', winner));
    expect((await getJson(app, '/api/members?search=99887766')).total).toBe(1);
  });
});

describe('cédula across two app instances on one DATA_DIR', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp({}, { dataDir: first.dataDir });
  });
  afterAll(async () => {
    await second.close({ keepData: true });
    await first.close();
  });

  it('registrations racing through both processes: exactly one member gets it', async () => {
    const body = (index: number) => ({
      body: registerBody({ details: { name: `Proceso ${index}`, cedula: '1098765432' } }),
    });
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        (index % 2 === 0 ? first : second).request('POST', '/api/members', body(index)),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(15);
    expect((await getJson(first, '/api/members?search=1098765432')).total).toBe(1);
  });
});
