// Replaying a member's stream up to any revision gives exactly what the profile showed right after
// that command: the auditor's view is the front desk's view of that day, rebuilt from the events.
import type { MemberProfile, MemberSnapshot } from '@gym/domain';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectStatus, getJson, maleMeasures, registerMember, settableClock } from '../members/support/members-api.js';

interface Recorded {
  readonly step: string;
  readonly instant: string;
  readonly revision: number;
  readonly profile: Omit<MemberProfile, 'registeredAt'>;
}

describe('replay at every revision equals what the profile showed at that time', () => {
  const clock = settableClock('2026-03-02T09:00:00-05:00');
  const recorded: Recorded[] = [];
  let app: TestApp;
  let id: string;

  async function record(step: string): Promise<void> {
    const { registeredAt: _registeredAt, ...profile } = (await getJson(app, `/api/members/${id}`)) as MemberProfile;
    const [last] = (await getJson(app, `/api/members/${id}/history?order=desc&pageSize=1`)).items;
    recorded.push({ step, instant: clock().toISOString(), revision: last.revision, profile });
  }

  async function command(
    step: string,
    instant: string,
    method: string,
    path: string,
    body: unknown = {},
  ): Promise<void> {
    clock.set(instant);
    const response = await app.request(method, `/api/members/${id}${path}`, { body });
    if (response.status >= 300) throw new Error(`${step}: ${response.status} ${JSON.stringify(response.body)}`);
    await record(step);
  }

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    id = await registerMember(app, {
      details: { name: 'Camila Díaz', weightKg: 62, heightCm: 165 },
      plan: 'ticket_book',
      joinedOn: '2026-03-02',
      amountPaid: 20_000,
    });
    await record('registration with a first payment');
    await command('installment', '2026-03-02T12:00:00-05:00', 'POST', '/payments', {
      paymentType: 'installment',
      amount: 30_000,
      paidOn: '2026-03-02',
    });
    await command('first attendance', '2026-03-03T18:00:00-05:00', 'POST', '/attendances');
    await command('second attendance', '2026-03-05T18:30:00-05:00', 'POST', '/attendances');
    await command('measures', '2026-03-06T07:00:00-05:00', 'POST', '/body-compositions', { measures: maleMeasures });
    await command('details edited', '2026-03-07T10:00:00-05:00', 'PATCH', '', {
      details: { name: 'Camila Díaz Ruiz', phone: '310 555 0000', weightKg: 70 },
    });
    await command('ticket book reset', '2026-03-08T10:00:00-05:00', 'POST', '/ticket-book/reset', {
      reason: 'Asistencia marcada por error',
    });
    await command('attendance after reset', '2026-03-09T23:30:00-05:00', 'POST', '/attendances');
    await command('renewal', '2026-03-10T09:00:00-05:00', 'POST', '/renewals', { amount: 50_000 });
    await command('plan changed to Mensualidad', '2026-03-11T09:00:00-05:00', 'PATCH', '', { plan: 'monthly' });
    await command('additional payment', '2026-03-12T09:00:00-05:00', 'POST', '/payments', {
      paymentType: 'additional',
      amount: 10_000,
      paidOn: '2026-03-12',
    });
    await command('amount paid and entry date corrected', '2026-03-13T09:00:00-05:00', 'PATCH', '', {
      amountPaid: 80_000,
      joinedOn: '2026-03-05',
    });
    await command('plan changed to Quincena', '2026-03-14T09:00:00-05:00', 'PATCH', '', { plan: 'fortnight' });
    await command('measured once expired', '2026-04-02T08:00:00-05:00', 'POST', '/body-compositions', {
      measures: maleMeasures,
    });
  });
  afterAll(() => app.close());

  it('covers a dozen commands of every kind, with the profile changing along the way', () => {
    expect(recorded).toHaveLength(14);
    expect(new Set(recorded.map((entry) => entry.profile.status))).toEqual(new Set(['debt', 'active', 'expired']));
    expect(new Set(recorded.map((entry) => entry.profile.plan))).toEqual(
      new Set(['ticket_book', 'monthly', 'fortnight']),
    );
    expect(recorded.at(-1)?.revision).toBeGreaterThanOrEqual(15);
  });

  it('at each revision, the replayed member is the profile recorded after that command', async () => {
    for (const { step, revision, instant, profile } of recorded) {
      const snapshot = (await getJson(app, `/api/members/${id}/history/state?revision=${revision}`)) as MemberSnapshot;
      expect({ step, revision: snapshot.revision, deleted: snapshot.deleted, member: snapshot.member }).toEqual({
        step,
        revision,
        deleted: false,
        member: profile,
      });
      expect({ step, occurredAt: snapshot.occurredAt }).toEqual({ step, occurredAt: instant });
    }
  });

  it('at each instant a command was made, the replay lands on that command’s last revision', async () => {
    for (const { step, revision, instant } of recorded) {
      const snapshot = await getJson(app, `/api/members/${id}/history/state?at=${encodeURIComponent(instant)}`);
      expect({ step, revision: snapshot.revision }).toEqual({ step, revision });
    }
  });

  it('R22: after the deletion the last state is still replayed, marked deleted', async () => {
    const before = recorded.at(-1) as Recorded;
    clock.set('2026-04-02T09:00:00-05:00');
    expectStatus(await app.request('DELETE', `/api/members/${id}`), 200);
    expect((await app.request('GET', `/api/members/${id}`)).status).toBe(404);
    const history = await getJson(app, `/api/members/${id}/history?order=desc&pageSize=1`);
    const snapshot = await getJson(app, `/api/members/${id}/history/state?revision=${history.items[0].revision}`);
    expect(snapshot).toMatchObject({ revision: before.revision + 1, deleted: true, member: before.profile });
  });
});
