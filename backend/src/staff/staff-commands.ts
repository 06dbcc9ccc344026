// The write side of staff accounts: the generic command runner around the staff decider, shared
// by the HTTP use cases, the first-administrator start-up and the `npm run staff` CLI.
import {
  decideStaff,
  evolveStaff,
  initialStaffState,
  type StaffCommand,
  type StaffEvent,
  type StaffState,
} from '@gym/domain';
import type { Decider } from '../shared/commands/decider.js';
import { CommandRunner, type CommandRunnerOptions } from '../shared/commands/command-runner.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';

export type StaffCommands = CommandRunner<StaffState, StaffCommand, StaffEvent>;

export const STAFF_COMMANDS = Symbol('STAFF_COMMANDS');

// Staff rules need no clock or time zone: the decider ignores the context it is given.
const staffDecider: Decider<StaffState, StaffCommand, StaffEvent> = {
  initialState: initialStaffState,
  evolve: evolveStaff,
  decide: (command, state) => decideStaff(command, state),
};

export function createStaffCommands(eventStore: EventStore, options: CommandRunnerOptions): StaffCommands {
  return new CommandRunner(eventStore, staffDecider, options);
}
