// Fixtures of the event-store contract: unique stream ids, event builders, small async helpers.
import { randomUUID } from 'node:crypto';
import type { EventStore, EventToAppend } from './event-store.port.js';

export interface ContractContext {
  /** The store under test (a fresh connection for each test). */
  readonly store: () => EventStore;
  /** Another connection to the same store (another process); the test closes it. */
  readonly openAnother: () => Promise<EventStore>;
}

/** A stream id no other test uses, so the suite can share one real server. */
export function uniqueStream(category = 'contract'): string {
  return `${category}-${randomUUID()}`;
}

export function anEvent(overrides: Partial<EventToAppend> = {}): EventToAppend {
  return { id: randomUUID(), type: 'ThingHappened', data: { n: 0 }, metadata: { staffId: 'staff-1' }, ...overrides };
}

export function someEvents(count: number): EventToAppend[] {
  return Array.from({ length: count }, (_, n) => anEvent({ data: { n } }));
}

export function idsOf(events: readonly { readonly id: string }[]): string[] {
  return events.map((event) => event.id);
}

/** The error a promise rejects with; fails when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected a rejection, but the promise resolved');
}

export function pause(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits until `condition` holds, checking every 10 ms; fails after `timeoutMs`. */
export async function eventually(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition still false after ${timeoutMs} ms`);
    await pause(10);
  }
}
