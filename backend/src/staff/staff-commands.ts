// The write side of staff accounts: the generic command runner around the staff decider, shared
// by the HTTP use cases, sign-in, the first-administrator start-up and the `npm run staff` CLI.
// Every decision is given the gym's roster (R25: the last Administrador, e-mails in use).
import {
  decideStaff,
  evolveStaff,
  initialStaffState,
  staffStreamId,
  STAFF_EVENT_TYPES,
  type StaffCommand,
  type StaffDecisionContext,
  type StaffEvent,
  type StaffState,
} from '@gym/domain';
import type { Decider } from '../shared/commands/decider.js';
import { CommandRunner, type CommandRequest, type CommandResult } from '../shared/commands/command-runner.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import type { StaffDirectory } from './staff-directory.js';

export const STAFF_COMMANDS = Symbol('STAFF_COMMANDS');

/** Where a staff command is decided: the account's own stream. */
export const staffStreamOf = (command: StaffCommand): string => staffStreamId(command.data.staffId);

const staffDecider: Decider<StaffState, StaffCommand, StaffEvent, StaffDecisionContext> = {
  initialState: initialStaffState,
  eventTypes: STAFF_EVENT_TYPES,
  evolve: evolveStaff,
  decide: decideStaff,
};

/**
 * One staff command at a time in this process: a rule spanning accounts (the last Administrador,
 * one active account per e-mail) reads the other accounts' streams, which no revision check on
 * this account's stream protects. (The CLI in another process at the very same moment still could
 * race: rare, and `npm run staff -- list` shows it.)
 */
export class StaffCommands extends CommandRunner<StaffState, StaffCommand, StaffEvent, StaffDecisionContext> {
  private queue: Promise<unknown> = Promise.resolve();

  override handle(request: CommandRequest<StaffState, StaffCommand>): Promise<CommandResult<StaffState, StaffEvent>> {
    const run = this.queue.then(() => super.handle(request));
    this.queue = run.catch(() => undefined);
    return run;
  }
}

export interface StaffCommandsOptions {
  readonly clock: () => Date;
  readonly timeZone: string;
  readonly onAppended?: () => void;
}

export function createStaffCommands(
  eventStore: EventStore,
  directory: StaffDirectory,
  options: StaffCommandsOptions,
): StaffCommands {
  return new StaffCommands(eventStore, staffDecider, {
    ...options,
    input: async () => ({ staff: await directory.roster() }),
  });
}
