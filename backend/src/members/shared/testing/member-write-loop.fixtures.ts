// What the member write-side specs share: a real SQLite event store in a temporary folder, the
// command runner's options, and the registration of a member (Ana, nothing paid) to start from.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll } from '@jest/globals';
import type { MemberCommand, PlanCode } from '@gym/domain';
import { SqliteEventStore } from '../../../shared/event-store/sqlite-event-store.js';
import { noPriceChanges } from '../../member.write-loop.js';

/** Command runner options: a fixed clock (2026-03-15, 10:00 in Bogotá) and plan prices that never change. */
export const basics = {
  clock: (): Date => new Date('2026-03-15T15:00:00Z'),
  timeZone: 'America/Bogota',
  input: noPriceChanges,
};

/** Call inside a describe block: the store is closed and its folder removed after all its tests. */
export function tempEventStore(prefix: string): SqliteEventStore {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const store = SqliteEventStore.open(join(dir, 'events.db'));
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return store;
}

/** Registers Ana on `plan`, joined on 2026-03-01 with nothing paid. */
export function registration(memberId: string, plan: PlanCode = 'monthly'): MemberCommand {
  return {
    type: 'RegisterMember',
    data: {
      memberId,
      initialPaymentId: randomUUID(),
      details: {
        name: 'Ana',
        address: 'Calle 1',
        phone: '3001234567',
        gender: 'female',
        birthday: null,
        notes: '',
        weightKg: null,
        heightCm: null,
      },
      plan,
      joinedOn: '2026-03-01',
      amountPaid: 0,
    },
  };
}
