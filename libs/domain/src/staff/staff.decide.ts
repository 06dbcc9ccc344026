// `decideStaff`: what a command on a staff account yields, as events or a rejection. Each command,
// with the HTTP body it is built from and its rule, lives in its own file (staff.change-role.ts, …);
// this one says which rule decides which command.
import { reject, type Decision } from '../decision.js';
import { changeStaffDisplayName, type ChangeStaffDisplayName } from './staff.change-display-name.js';
import { changeStaffPassword, type ChangeStaffPassword } from './staff.change-password.js';
import { changeStaffRole, type ChangeStaffRole } from './staff.change-role.js';
import { createStaffAccount, type CreateStaffAccount } from './staff.create-account.js';
import type { StaffDecisionContext } from './staff.decision-context.js';
import {
  disableStaffAccount,
  enableStaffAccount,
  type DisableStaffAccount,
  type EnableStaffAccount,
} from './staff.disable.js';
import {
  endAllStaffSessions,
  endStaffSession,
  type EndAllStaffSessions,
  type EndStaffSession,
} from './staff.end-session.js';
import type { StaffEvent } from './staff.events.js';
import { recordStaffSignIn, type RecordStaffSignIn } from './staff.sign-in.js';
import type { StaffState } from './staff.state.js';

export type StaffCommand =
  | CreateStaffAccount
  | ChangeStaffPassword
  | DisableStaffAccount
  | EnableStaffAccount
  | ChangeStaffRole
  | ChangeStaffDisplayName
  | RecordStaffSignIn
  | EndStaffSession
  | EndAllStaffSessions;
export type StaffCommandType = StaffCommand['type'];

export type StaffDecision = Decision<StaffEvent>;

export function decideStaff(command: StaffCommand, state: StaffState, context: StaffDecisionContext): StaffDecision {
  if (command.type === 'CreateStaffAccount') return createStaffAccount(command, state, context);
  if (state.status === 'none') return reject('STAFF.NOT_FOUND');
  switch (command.type) {
    case 'ChangeStaffPassword':
      return changeStaffPassword(command, state);
    case 'DisableStaffAccount':
      return disableStaffAccount(command, state, context);
    case 'EnableStaffAccount':
      return enableStaffAccount(command, state, context);
    case 'ChangeStaffRole':
      return changeStaffRole(command, state, context);
    case 'ChangeStaffDisplayName':
      return changeStaffDisplayName(command, state);
    case 'RecordStaffSignIn':
      return recordStaffSignIn(command, state);
    case 'EndStaffSession':
      return endStaffSession(command, state);
    case 'EndAllStaffSessions':
      return endAllStaffSessions(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown staff command ${JSON.stringify(unknown)}`);
    }
  }
}
