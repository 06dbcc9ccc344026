// Where "no money dated on a closed day" lives (R29, R32), across streams, on purpose.
//
// The invariant: once day D is closed (and until an Administrador reopens it), no payment, renewal
// or void dated D is accepted; and a closing's totals hold every money event dated D accepted
// before it. A member's money lives in the member's stream and the closing in `cash-day-D`, so the
// rule joins two streams. It is held by a stream whose expected revision serialises the two:
//
// - Every money event dated D (a payment on its date, a renewal on its day, a void on the day it is
//   made; a registration's initial payment on the entry date; the spreadsheet import's payments,
//   which go through the same member runner) adds a `CashDayEntryAdded` to `cash-day-D`, decided
//   here on that stream's state (a closed day refuses: 'El día … ya está cerrado…') and appended in
//   the same `appendMany` as the member's events, with the revision it was decided on.
// - A closing (`cash-day.routes.ts`) appends `CashDayClosed` to `cash-day-D` with the revision it
//   read. Of a closing and a payment racing for D, the one that commits second finds the revision
//   moved and decides again: the payment then meets the closed day and is refused; the closing then
//   reads the books again and they hold the payment.
// - The closing's totals come from the read model (the payments and voids of D), read after waiting
//   for the projections to reach the log's head at that attempt, so money recorded before cash days
//   existed (no entries) counts too. Every entry of the stream must be in those books, or the
//   closing is held back ('Se está registrando un cobro…', 409).
//
// SQLite: `appendMany` is one transaction. A member event and its entry commit together or not at
// all, so after the wait the books always hold every entry, and the race has no window.
//
// EventStoreDB (one stream per append): `appendMany` writes the entry first, then the member's
// events. A closing between the two sees an entry its books lack and is held back. If the member's
// append is refused (a concurrent change of the member), the loop decides again: with an
// Idempotency-Key the entry's ids repeat (written once); without one a second entry names the same
// payment, which changes nothing (entries are matched by payment). An entry whose member event
// never follows (refused for good, or the process died between the two writes) is held for 30
// seconds (ENTRY_LEASE_MS) and then ignored by closings. The window left: a member event written
// more than 30 seconds after its entry, after a closing that let the entry lapse, would be money on
// a closed day. It needs a writer stalled that long between two appends; it is named here and not
// closed. The race is tested in backend/test/reception/cash-day-race.api.spec.ts.
//
// R41, "money only into an open turno", is held by the same stream and the same revision: turnos
// live inside `cash-day-D` (TurnoOpened, CashWithdrawn, TurnoClosed). An entry is decided on the
// stream's state: it names the open turno, or, with none open, the same decision opens one
// (TurnoOpened, automatic, base 0) and the entry names it, both in the one append. A turno's
// closing (turnos/turno.routes.ts) is appended to `cash-day-D` at the revision it read; of a
// closing and a payment racing, the second to commit finds the revision moved and decides again:
// the payment then goes into a new turno opened by itself, or the closing reads the books again and
// they hold the payment. Opening, withdrawals and the day's closing (which closes the open turno
// first, in its own append) are serialised the same way.
// - SQLite: one transaction per appendMany; no window.
// - EventStoreDB: the window is the one above: the entry (and the turno it opened) is written before
//   the member's events, and a turno closing between the two is held back by the pending entry
//   ('Se está registrando un cobro…') for up to ENTRY_LEASE_MS (30 s); a member event written
//   more than 30 s after its entry, after a closing that let the entry lapse, would be money missing
//   from a closed turno's totals. Named, not closed. The race is tested in
//   backend/test/reception/turno-race.api.spec.ts (40 rounds, SQLite).
import { Inject, Injectable } from '@nestjs/common';
import {
  CASH_DAY_EVENT_TYPES,
  cashDayEntriesOf,
  cashDayStreamId,
  decideCashDay,
  evolveCashDay,
  initialCashDayState,
  isRejection,
  type CashDayCommand,
  type CashDayEntryRequest,
  type CashDayEvent,
  type CashDayState,
  type MemberEvent,
} from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { CommandRunner, toEventsToAppend } from '../../shared/commands/command-runner.js';
import type { LinkedDecision } from '../../shared/commands/command-runner.types.js';
import type { Decider } from '../../shared/commands/decider.js';
import type { EventStore, StreamAppend } from '../../shared/event-store/event-store.port.js';
import type { MemberLinkedStreams } from '../../members/members.port.js';
import { AppError } from '../../shared/http/app-error.js';
import { ProjectionService } from '../../shared/projections/projection-service.js';
import { CLOCK, EVENT_STORE } from '../../shared/tokens.js';

export type CashDayWriteLoop = CommandRunner<CashDayState, CashDayCommand, CashDayEvent>;

export const cashDayDecider: Decider<CashDayState, CashDayCommand, CashDayEvent> = {
  initialState: initialCashDayState,
  eventTypes: CASH_DAY_EVENT_TYPES,
  evolve: evolveCashDay,
  decide: decideCashDay,
};

@Injectable()
export class CashDayLedger implements MemberLinkedStreams {
  /** The write loop of the cash-day streams: entries are decided on its states, closings through it. */
  readonly days: CashDayWriteLoop;

  constructor(
    @Inject(EVENT_STORE) eventStore: EventStore,
    @Inject(CLOCK) clock: () => Date,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ProjectionService) projections: ProjectionService,
  ) {
    // A busy day's stream takes an entry per payment: a closing may meet several in a row.
    this.days = new CommandRunner(eventStore, cashDayDecider, {
      clock,
      timeZone: config.timeZone,
      maxAttempts: 10,
      onAppended: () => projections.notify(),
    });
  }

  /**
   * The cash-book entries a member decision adds, one append per day it moves money on, each
   * decided on that day's state and expected at its revision; refuses (throws) for a closed day.
   */
  async linkedAppends({
    events,
    actor,
    metadata,
    idempotencyKey,
  }: LinkedDecision<MemberEvent>): Promise<StreamAppend[]> {
    return this.entryAppends(cashDayEntriesOf(events), {
      actor,
      metadata,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
  }

  /**
   * The appends that put `entries` (a member's money, or a sale's, R40) into their days' cash books,
   * one per day, each decided on that day's state and expected at its revision; throws for a closed day.
   */
  async entryAppends(
    entries: readonly CashDayEntryRequest[],
    { actor, metadata, idempotencyKey }: Omit<LinkedDecision<unknown>, 'events'>,
  ): Promise<StreamAppend[]> {
    const byDay = new Map<string, CashDayEntryRequest[]>();
    for (const entry of entries) byDay.set(entry.day, [...(byDay.get(entry.day) ?? []), entry]);
    const context = { now: metadata.occurredAt, timeZone: this.config.timeZone, actor };
    const appends: StreamAppend[] = [];
    for (const [day, dayEntries] of byDay) {
      const streamId = cashDayStreamId(day);
      const folded = await this.days.load(streamId);
      const decided: CashDayEvent[] = [];
      let state = folded.state;
      for (const data of dayEntries) {
        const decision = decideCashDay({ type: 'RecordCashDayEntry', data }, state, context);
        if (isRejection(decision)) throw new AppError(decision.code, decision.params, decision.field);
        decided.push(...decision);
        state = decision.reduce(evolveCashDay, state);
      }
      const expected = folded.revision === -1 ? 'no_stream' : folded.revision;
      // A key belongs to one member's (or sale's) stream: the day's entries take their ids from the key
      // and the payments they record (whose ids derive from that stream and the key), so a retry writes
      // the same ones while the same key on another member names its own, never a stored twin.
      const entryKey = idempotencyKey && `${idempotencyKey}/${dayEntries.map((entry) => entry.paymentId).join('+')}`;
      appends.push({ streamId, events: toEventsToAppend(streamId, decided, metadata, entryKey), expected });
    }
    return appends;
  }
}
