// R50 over HTTP: today's reminders by kind for both roles, each with the owner's text and its
// WhatsApp link; one mark per reminder (the second, even at the same instant, is refused in Spanish
// and appends nothing); the templates read by all, changed by an Administrador only.
import { defaultReminderTemplates, formatMoney } from '@gym/domain';
import { eventStoreOf, projected } from '../auth/auth-test-helpers.js';
import { expectStatus, registerMember, settableClock } from '../members/support/members-api.js';
import { FORBIDDEN, receptionClient } from '../support/reception-client.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

const TODAY = '2026-03-02';

describe('Recordatorios (R50)', () => {
  const clock = settableClock('2026-02-14T10:00:00-05:00');
  let app: TestApp;
  let desk: TestClient;
  const ids: Record<string, string> = {};

  const list = async (client: TestClient = app) => {
    const answer = await client.request('GET', '/api/reminders');
    expectStatus(answer, 200);
    return answer.body;
  };
  const group = (body: any, kind: string) => body.groups.find((entry: any) => entry.kind === kind).items;
  const mark = (client: TestClient, id: string, how: 'sent' | 'skip', body: unknown = {}) =>
    client.request('POST', `/api/reminders/${encodeURIComponent(id)}/${how}`, { body });

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    desk = await receptionClient(app);
    // A Tiquetera from 14 February, used 13 days before 2 March: 2 visits left.
    ids.ticket = await registerMember(app, {
      plan: 'ticket_book',
      joinedOn: '2026-02-14',
      amountPaid: 50_000,
      details: { name: 'Tomás Tiquetera', phone: '3101112233' },
    });
    for (let day = 14; day <= 26; day += 1) {
      clock.set(`2026-02-${day}T10:00:00-05:00`);
      expectStatus(await app.request('POST', `/api/members/${ids.ticket}/attendances`, { body: {} }), 201);
    }
    clock.set(`${TODAY}T10:00:00-05:00`);
    ids.expiring = await registerMember(app, {
      joinedOn: '2026-02-05',
      amountPaid: 80_000,
      details: { name: 'Ana Expira', phone: '3001234567' },
    });
    ids.expired = await registerMember(app, {
      joinedOn: '2026-02-01',
      amountPaid: 80_000,
      details: { name: 'Beto Vencido', phone: '6045551234' },
    });
    ids.debt = await registerMember(app, {
      joinedOn: '2026-02-20',
      amountPaid: 30_000,
      details: { name: 'Carla Deuda', phone: '3205556677' },
    });
    ids.recentDebt = await registerMember(app, { joinedOn: '2026-02-23', details: { name: 'Dora Reciente' } });
    ids.birthday = await registerMember(app, {
      joinedOn: '2026-03-01',
      amountPaid: 80_000,
      details: { name: 'eva cumpleaños', birthday: '1995-03-02' },
    });
    await projected(app);
  });
  afterAll(() => app.close());

  it('both roles read today’s list by kind, each reminder with why, the text and its WhatsApp link', async () => {
    const body = await list(desk);
    expect(body).toMatchObject({ today: TODAY, pending: 5, emailJob: { enabled: false, state: 'waiting' } });
    expect(body.groups.map((entry: any) => entry.kind)).toEqual([
      'expiring',
      'expired',
      'visits_low',
      'debt',
      'birthday',
    ]);
    expect(group(body, 'expiring')).toEqual([
      {
        id: `expiring.${ids.expiring}.2026-03-05`,
        kind: 'expiring',
        about: '2026-03-05',
        memberId: ids.expiring,
        name: 'Ana Expira',
        phone: '3001234567',
        why: 'Su plan vence el 05/03/2026.',
        message:
          'Hola Ana, te saludamos de Gimnasio. Tu plan Mensualidad vence el 05/03/2026. ¡Te esperamos para renovarlo!',
        whatsappUrl: expect.stringMatching(/^https:\/\/wa\.me\/573001234567\?text=Hola%20Ana%2C/),
        state: 'pending',
        markedBy: null,
        markedAt: null,
        reason: null,
        email: null,
      },
    ]);
    // A landline has no WhatsApp: listed, without a link.
    expect(group(body, 'expired')).toMatchObject([{ name: 'Beto Vencido', whatsappUrl: null, about: '2026-03-01' }]);
    expect(group(body, 'visits_low')).toMatchObject([
      { name: 'Tomás Tiquetera', about: '2026-02-14', why: 'Le quedan 2 visitas de su Tiquetera.' },
    ]);
    // 7 days of debt is not yet 'older than 7 days'; 10 days is.
    expect(group(body, 'debt')).toMatchObject([{ name: 'Carla Deuda', why: expect.stringContaining('50.000') }]);
    expect(group(body, 'birthday')).toMatchObject([
      { name: 'eva cumpleaños', message: expect.stringMatching(/^¡Hola Eva!/) },
    ]);
    expect(await list(app)).toEqual(body);
  });

  it('WhatsApp marks it Enviado (who, when) in its own stream; the list says so, one fewer pending', async () => {
    const id = `expiring.${ids.expiring}.2026-03-05`;
    const answer = await mark(desk, id, 'sent');
    expect(answer).toMatchObject({ status: 201, body: { position: expect.any(Number) } });
    const [event, ...more] = await eventStoreOf(app).readStream(`reminder-${id}`);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      type: 'ReminderSent',
      data: { reminderId: id, kind: 'expiring', memberId: ids.expiring, about: '2026-03-05', channel: 'whatsapp' },
      metadata: { occurredAt: new Date(`${TODAY}T10:00:00-05:00`).toISOString() },
    });
    const body = await list(app);
    expect(body.pending).toBe(4);
    expect(group(body, 'expiring')).toMatchObject([
      { state: 'sent', markedBy: 'Laura Recepción', markedAt: event?.metadata.occurredAt },
    ]);
  });

  it('the second mark is refused with a Spanish conflict, and nothing is appended', async () => {
    const id = `expiring.${ids.expiring}.2026-03-05`;
    const head = await eventStoreOf(app).headPosition();
    for (const second of [mark(app, id, 'sent'), mark(app, id, 'skip', { reason: 'Ya renovó' })]) {
      expect(await second).toMatchObject({
        status: 409,
        body: {
          code: 'REMINDER.ALREADY_MARKED',
          message: 'Otra persona del personal ya marcó este recordatorio como «Enviado». Actualiza la lista.',
        },
      });
    }
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  it('two receptionists at the same instant: one mark lands, the other gets the conflict', async () => {
    const id = `birthday.${ids.birthday}.${TODAY}`;
    const answers = await Promise.all([
      mark(desk, id, 'sent'),
      mark(app, id, 'sent'),
      mark(app, id, 'skip', { reason: 'Otra' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await eventStoreOf(app).readStream(`reminder-${id}`)).toHaveLength(1);
  });

  it("'Omitir' needs a reason of 3 to 200 characters; then it is Omitido with it", async () => {
    const id = `expired.${ids.expired}.2026-03-01`;
    for (const reason of ['no', 'x'.repeat(201), 42])
      expect(await mark(desk, id, 'skip', { reason })).toMatchObject({
        status: 400,
        body: { code: 'REMINDER.SKIP_REASON_INVALID', message: 'Escribe el motivo: entre 3 y 200 caracteres.' },
      });
    expectStatus(await mark(desk, id, 'skip', { reason: '  Sin celular ' }), 201);
    expect(group(await list(desk), 'expired')).toMatchObject([
      { state: 'skipped', reason: 'Sin celular', markedBy: 'Laura Recepción' },
    ]);
  });

  it('an id that names no reminder is 404; one not in today’s list is 422; nothing is appended', async () => {
    const head = await eventStoreOf(app).headPosition();
    for (const id of ['nada', `lunch.${ids.debt}.${TODAY}`, `debt.${ids.debt}.2026-02-30`])
      expect(await mark(desk, id, 'sent')).toMatchObject({ status: 404, body: { code: 'REMINDER.NOT_FOUND' } });
    for (const id of [
      `debt.${ids.debt}.2026-02-25`,
      `debt.${ids.recentDebt}.${TODAY}`,
      `birthday.${ids.debt}.${TODAY}`,
    ])
      expect(await mark(desk, id, 'sent')).toMatchObject({
        status: 422,
        body: { code: 'REMINDER.NOT_DUE', message: expect.stringMatching(/ya no está en la lista de hoy/) },
      });
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  it('the next day (00:10 in Bogotá) lists that day’s reminders: a debt turning 8 days old appears', async () => {
    clock.set('2026-03-03T00:10:00-05:00');
    try {
      const body = await list(desk);
      expect(group(body, 'expiring')).toEqual([]);
      expect(group(body, 'birthday')).toEqual([]);
      expect(group(body, 'debt')).toMatchObject([
        { name: 'Carla Deuda', about: '2026-02-28', state: 'pending' },
        { name: 'Dora Reciente', about: '2026-03-03', state: 'pending' },
      ]);
    } finally {
      clock.set(`${TODAY}T10:00:00-05:00`);
    }
  });

  describe('the owner’s templates', () => {
    const templates = () => app.request('GET', '/api/settings/reminder-templates');
    const save = (client: TestClient, body: unknown) =>
      client.request('POST', '/api/settings/reminder-templates', { body });

    it('read by both roles: the catalogue’s until saved, the placeholders and the limit', async () => {
      const answer = await desk.request('GET', '/api/settings/reminder-templates');
      expect(answer).toMatchObject({
        status: 200,
        body: {
          templates: defaultReminderTemplates(),
          defaults: defaultReminderTemplates(),
          placeholders: ['nombre', 'gimnasio', 'plan', 'vence', 'deuda', 'visitas'],
          maxLength: 1000,
        },
      });
    });

    it('Recepción may not change them (403, nothing appended)', async () => {
      const head = await eventStoreOf(app).headPosition();
      expect((await save(desk, { templates: defaultReminderTemplates() })).body).toEqual(FORBIDDEN);
      expect(await eventStoreOf(app).headPosition()).toBe(head);
    });

    it.each([
      [
        { debt: 'Hola {nonbre}' },
        'REMINDER.TEMPLATE_UNKNOWN_PLACEHOLDER',
        'templates.debt',
        /usa \{nonbre\}, que no existe/,
      ],
      [
        { birthday: 'a'.repeat(1001) },
        'REMINDER.TEMPLATE_TOO_LONG',
        'templates.birthday',
        /1001 caracteres: el máximo es 1000/,
      ],
      [{ expired: '   ' }, 'REMINDER.TEMPLATE_EMPTY', 'templates.expired', /Venció ayer/],
    ])('%j is refused with %s under %s, in Spanish, and nothing is recorded', async (change, code, field, text) => {
      const head = await eventStoreOf(app).headPosition();
      const answer = await save(app, { templates: { ...defaultReminderTemplates(), ...change } });
      expect(answer).toMatchObject({ status: 400, body: { code, field, message: expect.stringMatching(text) } });
      expect(await eventStoreOf(app).headPosition()).toBe(head);
    });

    it('an Administrador saves them: the next list’s messages use them', async () => {
      const changed = { ...defaultReminderTemplates(), debt: 'Hola {nombre}: debes {deuda} en {gimnasio}.' };
      expectStatus(await save(app, { templates: changed }), 201);
      expect((await templates()).body.templates).toEqual(changed);
      expect(group(await list(desk), 'debt')).toMatchObject([
        { message: `Hola Carla: debes ${formatMoney(50_000)} en Gimnasio.` },
      ]);
    });
  });

  it('Actividad del personal has a line for each mark and for the templates', async () => {
    const answer = await app.request('GET', `/api/staff-activity?day=${TODAY}`);
    expectStatus(answer, 200);
    const texts = (answer.body.items as { text: string }[]).map((item) => item.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Envió por WhatsApp el recordatorio «Vence en 3 días» (05/03/2026)',
        'Omitió el recordatorio «Venció ayer» (01/03/2026): Sin celular',
        'Cambió las plantillas de recordatorios: Deuda de más de 7 días',
      ]),
    );
  });
});
