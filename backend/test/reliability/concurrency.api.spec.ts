// Load on one member through HTTP: concurrent payments all recorded, two staff marking the last
// Tiquetera day at once (exactly one wins), concurrent profile edits (no field silently lost).
import { messages } from '@gym/domain';
import { expectStatus, getJson, registerMember, settableClock } from '../members/support/members-api.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';
import { isSpanishRefusal } from './support/catalogue.js';
import { Ledger } from './support/ledger.js';

const ledger = new Ledger('concurrency');

describe('reliability: concurrent commands on one member', () => {
  const clock = settableClock('2026-03-02T10:00:00-05:00');
  let testApp: TestApp;
  let staff: TestClient;

  beforeAll(async () => {
    testApp = await startTestApp({}, { clock });
    staff = ledger.observe(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    ledger.save();
  });

  it('50 concurrent payments on one member are all recorded; total paid and debt are exact', async () => {
    const id = await registerMember(testApp, { plan: 'monthly', amountPaid: 0, joinedOn: '2026-03-01' });
    const amounts = Array.from({ length: 50 }, (_, index) => 100 + index * 7);
    const answers = await Promise.all(
      amounts.map((amount) =>
        staff.request('POST', `/api/members/${id}/payments`, {
          body: { paymentType: 'installment', amount, paidOn: '2026-03-02' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((answer) => answer.body.paymentId)).size).toBe(50);
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    const payments = await getJson(testApp, `/api/members/${id}/payments`);
    expect(payments).toMatchObject({ count: 50, totalPaid: total });
    const profile = await getJson(testApp, `/api/members/${id}`);
    expect(profile).toMatchObject({ amountPaid: total, debt: profile.planPrice - total, totalPaid: total });
    const history = await getJson(testApp, `/api/members/${id}/history?pageSize=100`);
    // The registration, its authorisation (R47) and the 50 payments.
    expect(history.total).toBe(52);
  });

  it('two staff marking the 15th Tiquetera day at the same instant: exactly one succeeds', async () => {
    const id = await registerMember(testApp, { plan: 'ticket_book', amountPaid: 0, joinedOn: '2026-03-01' });
    for (let day = 1; day <= 14; day += 1) {
      clock.set(`2026-03-${String(day + 1).padStart(2, '0')}T10:00:00-05:00`);
      expectStatus(await staff.request('POST', `/api/members/${id}/attendances`, { body: {} }), 201);
    }
    expect(await getJson(testApp, `/api/members/${id}`)).toMatchObject({ ticketDaysUsed: 14 });
    clock.set('2026-03-16T10:00:00-05:00');
    const second = ledger.observe(testApp.newClient());
    expectStatus(await second.signIn(), 200);
    const [one, other] = await Promise.all([
      staff.request('POST', `/api/members/${id}/attendances`, { body: {} }),
      second.request('POST', `/api/members/${id}/attendances`, { body: {} }),
    ]);
    const answers = [one, other].sort((a, b) => a.status - b.status);
    expect(answers.map((answer) => answer.status)).toEqual([201, 422]);
    expect(answers[0]?.body.remainingDays).toBe(0);
    expect(isSpanishRefusal(422, answers[1]?.body)).toBe(true);
    expect([messages['ATTENDANCE.ALREADY_MARKED_TODAY'], messages['ATTENDANCE.TICKET_BOOK_EXHAUSTED']]).toContain(
      answers[1]?.body.message,
    );
    expect(await getJson(testApp, `/api/members/${id}`)).toMatchObject({ ticketDaysUsed: 15, remainingTicketDays: 0 });
    clock.set('2026-03-17T10:00:00-05:00');
    const exhausted = await second.request('POST', `/api/members/${id}/attendances`, { body: {} });
    expect(exhausted).toMatchObject({ status: 422, body: { message: messages['ATTENDANCE.TICKET_BOOK_EXHAUSTED'] } });
    clock.set('2026-03-02T10:00:00-05:00');
  });

  it('concurrent profile edits of different fields: each is applied, or its sender gets the 409 text', async () => {
    const id = await registerMember(testApp, { plan: 'monthly', amountPaid: 0 });
    const edits = [
      { details: { name: 'Nombre Nuevo' } },
      { details: { address: 'Carrera 7 # 1-2' } },
      { details: { phone: '3110000000' } },
      { details: { notes: 'Lesión de rodilla' } },
      { details: { weightKg: 71.5 } },
      { details: { heightCm: 172 } },
      { details: { birthday: '1985-12-24' } },
      { amountPaid: 30_000 },
    ];
    const clients = [staff];
    // One after another: parallel sign-ins of one account count against its brute-force brake.
    for (let i = 1; i < edits.length; i += 1) clients.push(await signedInClient(testApp));
    const answers = await Promise.all(
      edits.map((body, index) => clients[index]!.request('PATCH', `/api/members/${id}`, { body })),
    );
    for (const answer of answers) {
      if (answer.status !== 200)
        expect(answer).toMatchObject({ status: 409, body: { message: messages['REQUEST.CONFLICT'] } });
    }
    const profile = await getJson(testApp, `/api/members/${id}`);
    edits.forEach((edit, index) => {
      if (answers[index]?.status === 200)
        expect(profile).toMatchObject({ ...edit.details, ...('amountPaid' in edit ? edit : {}) });
    });
    expect(answers.filter((answer) => answer.status === 200).length).toBe(edits.length);
  });
});

async function signedInClient(testApp: TestApp): Promise<TestClient> {
  const client = ledger.observe(testApp.newClient());
  expectStatus(await client.signIn(), 200);
  return client;
}
