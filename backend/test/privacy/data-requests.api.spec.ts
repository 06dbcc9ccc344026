// R49 over HTTP: the Administrador records a consulta or a reclamo (of a member, or of a person by
// name), each due in 10 or 15 business days; the list says how many are left as of today, warns at
// two and says when one is overdue; an answer closes it; the profile's open reclamo is there until
// then. Recepción may see the badge but not the register. Bad input records nothing, and a rebuild
// of the projection gives the same answers.
import { eventStoreOf, projected } from '../auth/auth-test-helpers.js';
import { getJson, registerMember, settableClock } from '../members/support/members-api.js';
import { FORBIDDEN, receptionClient } from '../support/reception-client.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

const ASKED = 'Pide corregir su fecha de nacimiento, que figura mal.';

describe('the register of data requests (R49)', () => {
  // Friday 18 December 2026, 10:00 in Bogotá.
  const clock = settableClock('2026-12-18T10:00:00-05:00');
  let app: TestApp;
  let desk: TestClient;
  let member: string;

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    desk = await receptionClient(app);
    member = await registerMember(app, { joinedOn: '2026-12-18', details: { name: 'Ana Gómez' } });
    await projected(app);
  });
  afterAll(() => app.close());

  const receive = (body: unknown, client: TestClient = app) => client.request('POST', '/api/data-requests', { body });
  const list = async (status = 'open') => getJson(app, `/api/data-requests?status=${status}`);
  const openReclamo = async (client: TestClient = app) =>
    (await client.request('GET', `/api/members/${member}/open-reclamo`)).body;

  it.each([
    [
      { kind: 'queja', receivedOn: '2026-12-18', request: ASKED, memberName: 'Pedro' },
      'DATA_REQUEST.KIND_INVALID',
      'kind',
    ],
    [
      { kind: 'consulta', receivedOn: '2026-12-19', request: ASKED, memberName: 'Pedro' },
      'DATA_REQUEST.RECEIVED_IN_FUTURE',
      'receivedOn',
    ],
    [
      { kind: 'consulta', receivedOn: '2026-02-30', request: ASKED, memberName: 'Pedro' },
      'DATA_REQUEST.RECEIVED_ON_INVALID',
      'receivedOn',
    ],
    [
      { kind: 'consulta', receivedOn: '2026-12-18', request: 'abcd', memberName: 'Pedro' },
      'DATA_REQUEST.REQUEST_LENGTH',
      'request',
    ],
    [
      { kind: 'consulta', receivedOn: '2026-12-18', request: 'x'.repeat(2001), memberName: 'Pedro' },
      'DATA_REQUEST.REQUEST_LENGTH',
      'request',
    ],
    [{ kind: 'consulta', receivedOn: '2026-12-18', request: ASKED }, 'DATA_REQUEST.NAME_REQUIRED', 'memberName'],
    [
      { kind: 'consulta', receivedOn: '2026-12-18', request: ASKED, memberName: 'Pedro', cedula: '12' },
      'MEMBER.CEDULA_INVALID',
      'cedula',
    ],
    [
      { kind: 'consulta', receivedOn: '2026-12-18', request: ASKED, memberName: 'Pedro', urgente: true },
      'REQUEST.UNKNOWN_FIELD',
      'urgente',
    ],
  ])('%j is refused with %s under %s, and nothing is recorded', async (body, code, field) => {
    const head = await eventStoreOf(app).headPosition();
    const answer = await receive(body);
    expect(answer).toMatchObject({ status: 400, body: { code, field } });
    expect(answer.body.message).toMatch(/\S/);
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  it('a member id that names no member is 404, recording nothing', async () => {
    const head = await eventStoreOf(app).headPosition();
    const answer = await receive({
      kind: 'reclamo',
      receivedOn: '2026-12-18',
      request: ASKED,
      memberId: '6d0c1f9e-1111-4a4a-8b8b-222222222222',
    });
    expect(answer).toMatchObject({ status: 404, body: { code: 'MEMBER.NOT_FOUND' } });
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  it('Recepción may not record, list or answer; nothing is recorded', async () => {
    const head = await eventStoreOf(app).headPosition();
    expect(
      (await receive({ kind: 'consulta', receivedOn: '2026-12-18', request: ASKED, memberName: 'Pedro' }, desk)).body,
    ).toEqual(FORBIDDEN);
    expect((await desk.request('GET', '/api/data-requests')).body).toEqual(FORBIDDEN);
    expect(
      (
        await desk.request('POST', `/api/data-requests/6d0c1f9e-1111-4a4a-8b8b-222222222222/answer`, {
          body: { answer: 'Hecho así.', answeredOn: '2026-12-18' },
        })
      ).body,
    ).toEqual(FORBIDDEN);
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  let reclamo: string;
  let consulta: string;

  it('a reclamo of a member received Friday 18 December 2026 is due Wednesday 13 January 2027; the profile shows it', async () => {
    expect(await openReclamo()).toEqual({ reclamo: null });
    const answer = await receive({ kind: 'reclamo', receivedOn: '2026-12-18', request: ASKED, memberId: member });
    expect(answer).toMatchObject({ status: 201, body: { dueOn: '2027-01-13', position: expect.any(Number) } });
    reclamo = answer.body.requestId;
    const [received] = await eventStoreOf(app).readStream(`data-request-${reclamo}`);
    expect(received).toMatchObject({
      type: 'DataRequestReceived',
      data: { requestId: reclamo, memberId: member, memberName: 'Ana Gómez', kind: 'reclamo', dueOn: '2027-01-13' },
    });
    await projected(app);
    expect(await openReclamo()).toEqual({
      reclamo: { requestId: reclamo, receivedOn: '2026-12-18', dueOn: '2027-01-13' },
    });
    expect(await openReclamo(desk)).toEqual(await openReclamo());
  });

  it('a consulta of someone who is not a member, by name and cédula, is due Tuesday 5 January 2027', async () => {
    const answer = await receive({
      kind: 'consulta',
      receivedOn: '2026-12-18',
      request: 'Quiere saber si el gimnasio guarda sus datos.',
      memberName: '  Pedro Ruiz ',
      cedula: '1.020.304.050',
    });
    expect(answer).toMatchObject({ status: 201, body: { dueOn: '2027-01-05' } });
    consulta = answer.body.requestId;
    await projected(app);
  });

  it('the open list: the earliest due first, with the business days left as of today', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 2, page: 1 });
    expect(page.items).toEqual([
      expect.objectContaining({
        requestId: consulta,
        kind: 'consulta',
        memberId: null,
        memberName: 'Pedro Ruiz',
        cedula: '1020304050',
        dueOn: '2027-01-05',
        status: 'on_time',
        businessDaysLeft: 10,
        recordedBy: 'Administrador',
        answer: null,
      }),
      expect.objectContaining({ requestId: reclamo, memberName: 'Ana Gómez', status: 'on_time', businessDaysLeft: 15 }),
    ]);
  });

  it('on Thursday 31 December the consulta is warned (2 business days left); on 6 January it is overdue', async () => {
    clock.set('2026-12-31T09:00:00-05:00');
    expect((await list()).items[0]).toMatchObject({ requestId: consulta, status: 'warning', businessDaysLeft: 2 });
    clock.set('2027-01-06T09:00:00-05:00');
    expect((await list()).items).toEqual([
      expect.objectContaining({ requestId: consulta, status: 'overdue', businessDaysLeft: -1 }),
      // 7, 8, 12 and 13 January: Monday 11 is Reyes.
      expect.objectContaining({ requestId: reclamo, status: 'on_time', businessDaysLeft: 4 }),
    ]);
  });

  it.each([
    [{ answer: 'Hecho así.', answeredOn: '2026-12-17' }, 'DATA_REQUEST.ANSWERED_BEFORE_RECEIPT', 'answeredOn'],
    [{ answer: 'Hecho así.', answeredOn: '2027-01-07' }, 'DATA_REQUEST.ANSWERED_IN_FUTURE', 'answeredOn'],
    [{ answer: 'no', answeredOn: '2027-01-06' }, 'DATA_REQUEST.ANSWER_LENGTH', 'answer'],
    [{ answer: 'Hecho así.', answeredOn: 'mañana' }, 'DATA_REQUEST.ANSWERED_ON_INVALID', 'answeredOn'],
  ])('an answer %j is refused with %s under %s, recording nothing', async (body, code, field) => {
    const head = await eventStoreOf(app).headPosition();
    const answer = await app.request('POST', `/api/data-requests/${reclamo}/answer`, { body });
    expect(answer).toMatchObject({ status: 400, body: { code, field } });
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  it('an answer to a request that does not exist is 404', async () => {
    const answer = await app.request('POST', '/api/data-requests/6d0c1f9e-1111-4a4a-8b8b-222222222222/answer', {
      body: { answer: 'Hecho así.', answeredOn: '2027-01-06' },
    });
    expect(answer).toMatchObject({ status: 404, body: { code: 'DATA_REQUEST.NOT_FOUND' } });
  });

  it('the reclamo answered: off the open list, on the answered one, and gone from the profile; a second answer is refused', async () => {
    const body = { answer: 'Se corrigió la fecha de nacimiento.', answeredOn: '2027-01-06' };
    expect((await app.request('POST', `/api/data-requests/${reclamo}/answer`, { body })).status).toBe(201);
    await projected(app);
    expect((await list()).items.map((item: { requestId: string }) => item.requestId)).toEqual([consulta]);
    expect((await list('answered')).items).toEqual([
      expect.objectContaining({
        requestId: reclamo,
        status: 'answered',
        businessDaysLeft: null,
        answer: 'Se corrigió la fecha de nacimiento.',
        answeredOn: '2027-01-06',
        answeredBy: 'Administrador',
      }),
    ]);
    expect((await list('all')).total).toBe(2);
    expect(await openReclamo()).toEqual({ reclamo: null });
    const again = await app.request('POST', `/api/data-requests/${reclamo}/answer`, { body });
    expect(again).toMatchObject({ status: 409, body: { code: 'DATA_REQUEST.ALREADY_ANSWERED' } });
  });

  it('both are lines of Actividad del personal', async () => {
    const activity = async (day: string) =>
      (await getJson(app, `/api/staff-activity?day=${day}&pageSize=100`)).items.map(
        (item: { text: string }) => item.text,
      );
    expect(await activity('2026-12-18')).toEqual(
      expect.arrayContaining([
        'Registró un reclamo de datos personales de Ana Gómez (recibo: 18/12/2026; vence el 13/01/2027)',
        'Registró una consulta de datos personales de Pedro Ruiz (recibo: 18/12/2026; vence el 05/01/2027)',
      ]),
    );
    expect(await activity('2027-01-06')).toEqual([
      'Respondió un reclamo de datos personales (respuesta del 06/01/2027)',
    ]);
  });

  it('a rebuild of its projection gives the same answers', async () => {
    const before = await list('all');
    const generation = async (): Promise<number> =>
      (await getJson(app, '/api/health')).projections.find(
        (projection: { name: string; active: boolean }) => projection.name === 'data_requests' && projection.active,
      ).generation;
    const live = await generation();
    const started = await app.request('POST', '/api/admin/projections/rebuild', {
      body: { projections: ['data_requests'] },
    });
    expect(started.body).toEqual({ started: ['data_requests'] });
    for (let tries = 0; tries < 400 && (await generation()) === live; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await generation()).toBeGreaterThan(live);
    expect(await list('all')).toEqual(before);
  });
});
