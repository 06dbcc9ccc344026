// The write side every member use case shares: one CommandRunner around the domain's member
// decider, and the HTTP status of each kind of refusal.
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
  type MessageKey,
  type PlanPriceList,
} from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { CommandRunner, type CommandResult, type CommandSource } from '../../shared/commands/command-runner.js';
import type { Decider } from '../../shared/commands/decider.js';
import type { EventStore } from '../../shared/event-store/event-store.port.js';
import type { CommandContext } from '../../shared/http/command-context.js';
import { ProjectionService } from '../../shared/projections/projection-service.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { CLOCK, EVENT_STORE, READ_STORE } from '../../shared/tokens.js';
import { PlanPriceReader } from '../../settings/settings.port.js';
import { memberSnapshot } from './member-snapshots.js';

export type MemberCommands = CommandRunner<MemberState, MemberCommand, MemberEvent, MemberDecisionContext>;

export const MEMBER_COMMANDS = Symbol('MEMBER_COMMANDS');

export const memberDecider: Decider<MemberState, MemberCommand, MemberEvent, MemberDecisionContext> = {
  initialState: initialMemberState,
  eventTypes: MEMBER_EVENT_TYPES,
  evolve: evolveMember,
  decide: decideMember,
};

/** Decides with the spec's prices (§9): for tools and tests on a store whose owner changed none. */
export const noPriceChanges = (): Promise<{ planPrices: PlanPriceList }> => Promise.resolve({ planPrices: [] });

/** Codes the request schemas give: the domain repeats these checks, and either way the input was bad. */
const INPUT_CODES: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'REQUEST.INVALID',
  'REQUEST.UNKNOWN_FIELD',
  'REQUEST.TEXT_TOO_LONG',
  'REQUEST.TEXT_INVALID_CHARACTERS',
  'MEMBER.NAME_REQUIRED',
  'MEMBER.ADDRESS_REQUIRED',
  'MEMBER.PHONE_REQUIRED',
  'MEMBER.GENDER_INVALID',
  'MEMBER.PLAN_INVALID',
  'MEMBER.JOINED_ON_INVALID',
  'MEMBER.BIRTHDAY_INVALID',
  'MEMBER.WEIGHT_INVALID',
  'MEMBER.HEIGHT_INVALID',
  'PAYMENT.AMOUNT_TOO_LARGE',
  'MEMBER.CEDULA_INVALID',
  'PAYMENT.INVALID_AMOUNT',
  'PAYMENT.METHOD_INVALID',
  'PAYMENT.REFERENCE_TOO_LONG',
  'PAYMENT.TYPE_INVALID',
  'PAYMENT.DATE_INVALID',
  'BODY_COMPOSITION.DATE_INVALID',
  'BODY_COMPOSITION.MEASURES_INVALID',
]);

/** 400 bad input, 404 unknown member, 409 already exists, 422 a rule refused it. */
export function memberRejectionStatus(code: MessageKey): number {
  if (code.endsWith('.NOT_FOUND')) return 404;
  if (code.endsWith('.ALREADY_EXISTS')) return 409;
  return INPUT_CODES.has(code) ? 400 : 422;
}

export const memberCommandsProvider: Provider = {
  provide: MEMBER_COMMANDS,
  inject: [EVENT_STORE, CLOCK, APP_CONFIG, ProjectionService, PlanPriceReader, READ_STORE],
  useFactory: (
    eventStore: EventStore,
    clock: () => Date,
    config: AppConfig,
    runner: ProjectionService,
    prices: PlanPriceReader,
    readStore: ReadQueries,
  ) =>
    new CommandRunner(eventStore, memberDecider, {
      clock,
      timeZone: config.timeZone,
      // R24: every decision is given the gym's price changes and takes the price of its own day.
      input: async () => ({ planPrices: await prices.list() }),
      onAppended: () => runner.notify(),
      rejectionStatus: memberRejectionStatus,
      snapshot: (streamId) => memberSnapshot(readStore, streamId),
    }),
};

/** Decides `command` on the member's stream on behalf of whoever sent the request (R23). */
export function sendToMember(
  handler: MemberCommands,
  memberId: string,
  context: CommandContext,
  command: CommandSource<MemberState, MemberCommand>,
): Promise<CommandResult<MemberState, MemberEvent>> {
  return handler.handle({ streamId: memberStreamId(memberId), command, ...context });
}
