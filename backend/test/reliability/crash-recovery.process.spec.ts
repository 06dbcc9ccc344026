// Crash: the built app, under a stream of commands, is killed with SIGKILL at seeded random
// moments. After each restart every acknowledged command is in the event log, the projections
// catch up, and the read documents equal those of an app that rebuilt them from zero.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDate } from '@gym/domain';
import { seededRandom } from '../members/support/gym-history.js';
import type { TestClient } from '../support/test-app.js';
import { eventLog, killRunningServers, projectionsCaughtUp, startBuiltServer } from './support/built-server.js';
import { isSpanishRefusal } from './support/catalogue.js';
import { expectSameAsFromScratch } from './support/from-scratch.js';
import { GymWorkload, type SentCommand } from './support/gym-workload.js';
import { Ledger } from './support/ledger.js';

const ledger = new Ledger('crash-recovery');
const SEED = 20_260_302;
const ROUNDS = 5;
const WORKERS = 6;

interface StreamOutcome {
  readonly acknowledged: SentCommand[];
  readonly unanswered: SentCommand[];
}

/** Sends commands, `WORKERS` at a time, until the server stops answering. */
async function commandStream(staff: TestClient, workload: GymWorkload, prefix: string): Promise<StreamOutcome> {
  const acknowledged: SentCommand[] = [];
  const unanswered: SentCommand[] = [];
  const worker = async (): Promise<void> => {
    for (;;) {
      const command = workload.next(prefix);
      let response;
      try {
        response = await staff.request(command.method, command.path, {
          body: command.body,
          idempotencyKey: command.key,
        });
      } catch {
        unanswered.push(command); // the connection died with the process
        return;
      }
      ledger.answered(response.status, command.method);
      if (response.status >= 200 && response.status < 300) {
        // Position 0: the command changed nothing (e.g. resetting an unused ticket book), so wrote nothing.
        if (response.body.position > 0) acknowledged.push(command);
        workload.acknowledged(command, response);
      } else {
        expect({ command, ok: isSpanishRefusal(response.status, response.body) }).toEqual({ command, ok: true });
        expect(response.status).toBeLessThan(500);
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return { acknowledged, unanswered };
}

function missingFromLog(dataDir: string, commands: readonly SentCommand[]): string[] {
  const keys = new Set(eventLog(dataDir).map((event) => event.idempotencyKey));
  return commands
    .filter((command) => !keys.has(command.key))
    .map((command) => `${command.method} ${command.path} ${command.key}`);
}

describe('reliability: SIGKILL under a stream of commands', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gym-crash-'));
  afterAll(() => {
    killRunningServers();
    rmSync(dataDir, { recursive: true, force: true });
    ledger.save();
  });

  it(`${ROUNDS} seeded rounds: nothing acknowledged is lost, projections equal a rebuild`, async () => {
    const random = seededRandom(SEED);
    const workload = new GymWorkload(SEED, localDate(new Date().toISOString(), 'America/Bogota'));
    let acknowledged: SentCommand[] = [];
    let unanswered: SentCommand[] = [];
    for (let round = 1; round <= ROUNDS + 1; round += 1) {
      const server = await startBuiltServer(dataDir);
      const lost = missingFromLog(dataDir, acknowledged);
      ledger.add('eventsLost', lost.length);
      expect(lost).toEqual([]);
      await projectionsCaughtUp(server);
      await expectSameAsFromScratch(server);
      // A client that got no answer retries with the same key: recorded exactly once either way.
      for (const command of unanswered) {
        const retry = await server.staff.request(command.method, command.path, {
          body: command.body,
          idempotencyKey: command.key,
        });
        ledger.answered(retry.status, command.method);
        expect(retry.status).toBeLessThan(500);
        if (retry.status < 300 && retry.body.position > 0) acknowledged.push(command);
      }
      if (round > ROUNDS) {
        expect(missingFromLog(dataDir, acknowledged)).toEqual([]);
        expect((await server.stop()).code).toBe(0);
        break;
      }
      const stream = commandStream(server.staff, workload, `crash-${round}`);
      await new Promise((r) => setTimeout(r, 150 + Math.floor(random() * 600)));
      server.kill('SIGKILL');
      ledger.add('faultsInjected');
      expect((await server.exited).signal).toBe('SIGKILL');
      const outcome = await stream;
      acknowledged = [...acknowledged, ...outcome.acknowledged];
      unanswered = outcome.unanswered;
    }
    const keys = eventLog(dataDir)
      .map((event) => event.idempotencyKey)
      .filter((key) => key !== undefined);
    expect(acknowledged.length).toBeGreaterThan(ROUNDS * 20);
    expect(new Set(keys).size).toBeGreaterThanOrEqual(acknowledged.length);
    expect(workload.memberCount).toBeGreaterThan(3);
  }, 240_000);
});
