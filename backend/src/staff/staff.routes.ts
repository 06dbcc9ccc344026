// Every command an Administrador gives on a staff account (R25), one row each: the API operation
// (libs/domain/src/api/staff.operations.ts, permission 'staff.manage'), the command and the answer.
// `decideStaff` holds the rules (the last Administrador, one active account per e-mail).
import { apiOperations, type StaffCommand, type StaffEvent, type StaffState } from '@gym/domain';
import { commandRows, type CommandTable } from '../shared/commands/command-table.js';
import { createStaffAccount, setStaffPassword, type StaffCommandDeps } from './password-commands.js';
import { staffStreamOf } from './staff.write-loop.js';

export const STAFF_COMMAND_DEPS = Symbol('STAFF_COMMAND_DEPS');

const row = commandRows<StaffCommandDeps, StaffState, StaffCommand, StaffEvent>(({ staff }) => ({
  runner: staff,
  streamOf: staffStreamOf,
}));

const accountAnswer = ({ command, result }: { command: StaffCommand; result: { position: number } }) => ({
  id: command.data.staffId,
  position: result.position,
});

export const staffCommandTable: CommandTable<StaffCommandDeps> = {
  name: 'Staff',
  notFound: 'STAFF.NOT_FOUND',
  deps: STAFF_COMMAND_DEPS,
  routes: [
    row.handle(apiOperations.createStaffAccount, {
      failure: 'STAFF.SAVE_FAILED',
      handle: async ({ body, context }, deps) => {
        const { staffId, position } = await createStaffAccount(deps, context, body);
        return { id: staffId, position };
      },
    }),
    row.handle(apiOperations.changeStaffPassword, {
      failure: 'STAFF.SAVE_FAILED',
      handle: async ({ id, body, context }, deps) => {
        const { position } = await setStaffPassword(deps, context, id, body.password);
        return { id, position };
      },
    }),
    row.decide(apiOperations.changeStaffRole, {
      failure: 'STAFF.SAVE_FAILED',
      command: ({ id: staffId, body }) => ({ type: 'ChangeStaffRole', data: { staffId, role: body.role } }),
      answer: accountAnswer,
    }),
    // 'Mi cuenta' (issue 30): the signed-in account's own name, never another's.
    row.decide(apiOperations.changeOwnDisplayName, {
      failure: 'STAFF.SAVE_FAILED',
      command: ({ staff, body }) => ({
        type: 'ChangeStaffDisplayName',
        data: { staffId: staff.staffId, displayName: body.displayName },
      }),
      answer: accountAnswer,
    }),
    row.decide(apiOperations.disableStaffAccount, {
      failure: 'STAFF.SAVE_FAILED',
      command: ({ id: staffId }) => ({ type: 'DisableStaffAccount', data: { staffId } }),
      answer: accountAnswer,
    }),
    row.decide(apiOperations.enableStaffAccount, {
      failure: 'STAFF.SAVE_FAILED',
      command: ({ id: staffId }) => ({ type: 'EnableStaffAccount', data: { staffId } }),
      answer: accountAnswer,
    }),
  ],
};
