// Finds staff accounts and reads the gym's roster (R25) from the `staff-` streams themselves, so
// it answers even when the projection lags behind or is not running (the CLI with the app
// stopped). Each stream stays folded in memory and only events appended since are read.
import {
  evolveStaff,
  initialStaffState,
  normaliseEmail,
  staffRoster,
  STAFF_EVENT_TYPES,
  type ExistingStaffAccount,
  type StaffEvent,
  type StaffRosterEntry,
  type StaffState,
} from '@gym/domain';
import { decodeEventOf } from '../shared/event-store/decode-event.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import { STAFF_ACCOUNTS, type StaffAccountDocument } from './staff-accounts/staff-accounts.projection.js';

export const STAFF_STREAM_PREFIX = 'staff-';

interface FoldedAccount {
  readonly revision: number;
  readonly state: StaffState;
}

export class StaffDirectory {
  private readonly folded = new Map<string, FoldedAccount>();

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadQueries,
  ) {}

  /** Every account ever created, in creation order, folded from its own stream. */
  async listFromEvents(): Promise<ExistingStaffAccount[]> {
    const streams = await this.eventStore.listStreams(STAFF_STREAM_PREFIX);
    const accounts: ExistingStaffAccount[] = [];
    for (const streamId of streams) {
      const state = await this.fold(streamId);
      if (state.status !== 'none') accounts.push(state);
    }
    return accounts;
  }

  /** Every account with its role as read (the first account of a gym from before roles is Administrador). */
  async roster(): Promise<StaffRosterEntry[]> {
    return staffRoster(await this.listFromEvents());
  }

  /** The account with this e-mail, read from the events: the active one if any, else the last disabled. */
  async findByEmail(email: string): Promise<ExistingStaffAccount | undefined> {
    const wanted = normaliseEmail(email);
    const matching = (await this.listFromEvents()).filter((account) => account.email === wanted);
    return matching.find((account) => account.status === 'active') ?? matching.at(-1);
  }

  /**
   * Whether an active account already signs in with this e-mail. The projection is asked first
   * (one indexed query); the streams are folded too, because an account created an instant ago,
   * or by the CLI while the app was stopped, may not be projected yet. A gym has a handful of
   * staff accounts, so the fold stays cheap. A disabled account's e-mail may be given to a new one.
   */
  async isEmailTaken(email: string): Promise<boolean> {
    const wanted = normaliseEmail(email);
    const projected = await this.readStore.find<StaffAccountDocument>(STAFF_ACCOUNTS, {
      filter: { email: wanted, disabled: false },
      limit: 1,
    });
    if (projected.total > 0) return true;
    return (await this.listFromEvents()).some((account) => account.email === wanted && account.status === 'active');
  }

  private async fold(streamId: string): Promise<StaffState> {
    const known = this.folded.get(streamId) ?? { revision: -1, state: initialStaffState };
    const newer = await this.eventStore.readStream(streamId, { fromRevision: known.revision + 1 });
    const last = newer.at(-1);
    if (last === undefined) return known.state;
    const events = newer.map((event) => decodeEventOf<StaffEvent>(event, STAFF_EVENT_TYPES));
    const next = { revision: last.revision, state: events.reduce(evolveStaff, known.state) };
    this.folded.set(streamId, next);
    return next.state;
  }
}
