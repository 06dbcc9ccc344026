// The reliability suite's counters: each test file keeps one ledger and writes it to
// test-results/reliability/<suite>.json, which `npm run test:reliability` sums into its summary.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ApiResponse, RequestOptions, TestClient } from '../../support/test-app.js';

export const LEDGER_DIR = resolve(__dirname, '../../../../test-results/reliability');

export interface LedgerCounts {
  commandsSent: number;
  faultsInjected: number;
  inputsTried: number;
  eventsLost: number;
  serverErrors: number;
}

export class Ledger {
  readonly counts: LedgerCounts = {
    commandsSent: 0,
    faultsInjected: 0,
    inputsTried: 0,
    eventsLost: 0,
    serverErrors: 0,
  };

  constructor(private readonly suite: string) {}

  /** One answer seen: a 500 is a defect wherever it comes from. */
  answered(status: number, method: string): void {
    if (method !== 'GET' && method !== 'HEAD') this.counts.commandsSent += 1;
    if (status === 500) this.counts.serverErrors += 1;
  }

  /** Commands sent other than over HTTP: an operator command run, a command decided in-process. */
  sent(count = 1): void {
    this.counts.commandsSent += count;
  }

  add(counter: Exclude<keyof LedgerCounts, 'commandsSent' | 'serverErrors'>, amount = 1): void {
    this.counts[counter] += amount;
  }

  /** A client whose every answer is counted here. */
  observe(client: TestClient): TestClient {
    return {
      request: async <T>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>> => {
        const response = await client.request<T>(method, path, options);
        this.answered(response.status, method);
        return response;
      },
      signIn: (credentials) => client.signIn(credentials),
    };
  }

  save(): void {
    mkdirSync(LEDGER_DIR, { recursive: true });
    writeFileSync(
      join(LEDGER_DIR, `${this.suite}.json`),
      `${JSON.stringify({ suite: this.suite, ...this.counts }, null, 2)}\n`,
    );
  }
}
