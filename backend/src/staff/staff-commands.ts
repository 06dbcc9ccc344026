// The write side of staff accounts: the generic command handler around the staff decider, shared
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
import { CommandHandler, type CommandHandlerOptions } from '../shared/commands/handle-command.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';

export type StaffCommandHandler = CommandHandler<StaffState, StaffCommand, StaffEvent>;

export const STAFF_COMMAND_HANDLER = Symbol('STAFF_COMMAND_HANDLER');

// Staff rules need no clock or time zone: the decider ignores the context it is given.
const staffDecider: Decider<StaffState, StaffCommand, StaffEvent> = {
  initialState: initialStaffState,
  evolve: evolveStaff,
  decide: (command, state) => decideStaff(command, state),
};

export function createStaffCommandHandler(eventStore: EventStore, options: CommandHandlerOptions): StaffCommandHandler {
  return new CommandHandler(eventStore, staffDecider, options);
}
