// A front desk at work while something else happens (a rebuild, a restart): a few clerks sending
// the workload's commands, each followed by the member's profile read with X-Read-After, as the
// browser does; reads answered stale (the projections did not reach the command in time) are kept.
import type { TestClient } from '../../support/test-app.js';
import type { GymWorkload } from './gym-workload.js';
import type { Ledger } from './ledger.js';

export class FrontDesk {
  /** `GET` paths answered with X-Read-Stale, and after which command. */
  readonly staleReads: string[] = [];
  /** Answers of 500 and above, which no command may get. */
  readonly serverErrors: string[] = [];
  acknowledged = 0;
  private running: Promise<void>[] = [];
  private stopping = false;

  constructor(
    private readonly staff: TestClient,
    private readonly workload: GymWorkload,
    private readonly ledger: Ledger,
  ) {}

  start(prefix: string, clerks: number): void {
    this.stopping = false;
    this.running = Array.from({ length: clerks }, () => this.clerk(prefix));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running);
    this.running = [];
    expect(this.serverErrors).toEqual([]);
  }

  private async clerk(prefix: string): Promise<void> {
    while (!this.stopping) {
      const command = this.workload.next(prefix);
      const answer = await this.staff.request(command.method, command.path, {
        body: command.body,
        idempotencyKey: command.key,
      });
      this.ledger.answered(answer.status, command.method);
      if (answer.status >= 500) this.serverErrors.push(`${command.method} ${command.path}: ${answer.status}`);
      if (answer.status >= 300) continue;
      this.acknowledged += 1;
      this.workload.acknowledged(command, answer);
      const memberId = String(answer.body?.memberId ?? command.path.split('/')[3] ?? '');
      const read = await this.staff.request('GET', `/api/members/${memberId}`);
      if (read.headers.get('x-read-stale') !== null) this.staleReads.push(`${command.method} ${command.path}`);
    }
  }
}
