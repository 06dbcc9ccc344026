// The write side every member command shares: one CommandRunner around the domain's member
// decider, given the gym's price changes (R24) like the clock, each money event appended with its
// day's cash book (R29, R32; the money feature provides it).
import type { Provider } from '@nestjs/common';
import {
  decideMember,
  evolveMember,
  initialMemberState,
  MEMBER_EVENT_TYPES,
  memberStreamId,
  type MemberCommand,
  type MemberDecisionContext,
  type MemberEvent,
  type MemberState,
  SPEC_PLANS,
} from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { CommandRunner } from '../shared/commands/command-runner.js';
import type { CommandResult, CommandSource, LinkedDecision } from '../shared/commands/command-runner.types.js';
import type { Decider } from '../shared/commands/decider.js';
import type { EventStore, StreamAppend } from '../shared/event-store/event-store.port.js';
import type { CommandContext } from '../shared/http/command-context.js';
import { ProjectionService } from '../shared/projections/projection-service.js';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import { CLOCK, EVENT_STORE, READ_STORE } from '../shared/tokens.js';
import { PlanPriceReader } from '../settings/settings.port.js';
import { memberSnapshot } from './shared/member-snapshots.js';

export type MemberWriteLoop = CommandRunner<MemberState, MemberCommand, MemberEvent, MemberDecisionContext>;

export const MEMBER_WRITE_LOOP = Symbol('MEMBER_WRITE_LOOP');

/**
 * The streams a member decision is appended with: the cash book of each day it moves money on
 * (money/cash-days/cash-day-ledger.ts), which refuses a closed day's money.
 */
export interface MemberLinkedStreams {
  linkedAppends(decision: LinkedDecision<MemberEvent>): Promise<readonly StreamAppend[]>;
}

/** Provided by the money feature, which owns the cash book (app.module.ts hands its module in). */
export const MEMBER_LINKED_STREAMS = Symbol('MEMBER_LINKED_STREAMS');

export const memberDecider: Decider<MemberState, MemberCommand, MemberEvent, MemberDecisionContext> = {
  initialState: initialMemberState,
  eventTypes: MEMBER_EVENT_TYPES,
  evolve: evolveMember,
  decide: decideMember,
};

/** Decides with the spec's prices (§9) and no data policy published: for tools and tests on a store whose owner changed none. */
export const noPriceChanges = (): Promise<MemberDecisionInput> =>
  Promise.resolve({ planPrices: [], plans: SPEC_PLANS, dataPolicyVersion: 0 });

/** What a member decision is given from the gym's settings besides the clock. */
export type MemberDecisionInput = Pick<
  MemberDecisionContext,
  'planPrices' | 'plans' | 'dataPolicyVersion' | 'receptionDiscountPercent'
>;

export const memberWriteLoopProvider: Provider = {
  provide: MEMBER_WRITE_LOOP,
  inject: [EVENT_STORE, CLOCK, APP_CONFIG, ProjectionService, PlanPriceReader, READ_STORE, MEMBER_LINKED_STREAMS],
  useFactory: (
    eventStore: EventStore,
    clock: () => Date,
    config: AppConfig,
    runner: ProjectionService,
    prices: PlanPriceReader,
    readStore: ReadQueries,
    ledger: MemberLinkedStreams,
  ) =>
    new CommandRunner(eventStore, memberDecider, {
      clock,
      timeZone: config.timeZone,
      // R24: every decision is given the gym's price changes and takes the price of its own day;
      // R47: and the data policy's version in force, for the authorisations it records.
      input: () => prices.decisionInput(),
      onAppended: () => runner.notify(),
      snapshot: (streamId) => memberSnapshot(readStore, streamId),
      // R29, R32: each payment, renewal and void goes into its day's cash book in the same append.
      linked: (decision) => ledger.linkedAppends(decision),
    }),
};

/** Where a member command is decided: the member's own stream. */
export const memberStreamOf = (command: MemberCommand): string => memberStreamId(command.data.memberId);

/** Decides `command` on the member's stream on behalf of whoever sent the request (R23). */
export function sendToMember(
  handler: MemberWriteLoop,
  memberId: string,
  context: CommandContext,
  command: CommandSource<MemberState, MemberCommand>,
): Promise<CommandResult<MemberState, MemberEvent>> {
  return handler.handle({ streamId: memberStreamId(memberId), command, ...context });
}
