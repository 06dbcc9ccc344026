// A seeded stream of staff commands over HTTP, each with its own Idempotency-Key: registrations,
// payments, renewals, attendances, measurements, profile edits, resets and a few deletions.
import { seededRandom } from '../../members/support/gym-history.js';
import { femaleMeasures, maleMeasures, registerBody } from '../../members/support/members-api.js';
import type { ApiResponse } from '../../support/test-app.js';

export interface SentCommand {
  readonly key: string;
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

interface KnownMember {
  readonly id: string;
  readonly gender: 'male' | 'female';
}

const PLANS = ['fortnight', 'monthly', 'ticket_book'] as const;

export class GymWorkload {
  private readonly random: () => number;
  private readonly members: KnownMember[] = [];
  private sent = 0;

  constructor(
    seed: number,
    private readonly today: string,
  ) {
    this.random = seededRandom(seed);
  }

  get memberCount(): number {
    return this.members.length;
  }

  next(prefix: string): SentCommand {
    this.sent += 1;
    const key = `${prefix}-${String(this.sent).padStart(5, '0')}`;
    if (this.members.length < 3 || this.random() < 0.15) return { key, ...this.registration() };
    return { key, ...this.memberCommand(this.pick(this.members)) };
  }

  /** Learns the members that exist from the answers (a registration acknowledged). */
  acknowledged(command: SentCommand, response: ApiResponse): void {
    if (command.path !== '/api/members' || command.method !== 'POST') return;
    const { details } = command.body as { details: { gender: 'male' | 'female' } };
    if (!this.members.some((member) => member.id === response.body.memberId)) {
      this.members.push({ id: String(response.body.memberId), gender: details.gender });
    }
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  private registration(): Omit<SentCommand, 'key'> {
    const gender = this.random() < 0.5 ? 'female' : 'male';
    const number = Math.floor(this.random() * 1_000_000);
    const body = registerBody({
      details: { name: `Socia ${number}`, phone: `300${String(number).padStart(7, '0')}`, gender },
      plan: this.pick(PLANS),
      joinedOn: this.today,
      amountPaid: this.pick([0, 0, 20_000, 50_000]),
    });
    return { method: 'POST', path: '/api/members', body };
  }

  private memberCommand(member: KnownMember): Omit<SentCommand, 'key'> {
    const roll = this.random();
    const on = `/api/members/${member.id}`;
    const amount = 1_000 * (1 + Math.floor(this.random() * 40));
    if (roll < 0.35) {
      const paymentType = this.pick(['additional', 'installment']);
      return { method: 'POST', path: `${on}/payments`, body: { paymentType, amount, paidOn: this.today } };
    }
    if (roll < 0.45) return { method: 'POST', path: `${on}/renewals`, body: { amount } };
    if (roll < 0.6) return { method: 'POST', path: `${on}/attendances`, body: {} };
    if (roll < 0.75) {
      return {
        method: 'POST',
        path: `${on}/body-compositions`,
        body: { measures: member.gender === 'male' ? maleMeasures : femaleMeasures },
      };
    }
    if (roll < 0.95) {
      const details = { name: `Socia ${Math.floor(this.random() * 1_000_000)}`, notes: `nota ${this.sent}` };
      return { method: 'PATCH', path: on, body: { details } };
    }
    if (roll < 0.98)
      return { method: 'POST', path: `${on}/ticket-book/reset`, body: { reason: 'Asistencia marcada por error' } };
    return { method: 'DELETE', path: on, body: undefined };
  }
}
