// Every command of the API is a row of its aggregate's table (or one of the few session commands
// that also set or clear the cookie), and every row is a command operation with a permission.
import { allApiOperations } from '@gym/domain';
import { cashDayCommandTable } from '../../src/money/cash-days/cash-day.routes.js';
import { memberCommandTable } from '../../src/members/member.routes.js';
import { dataRequestCommandTable } from '../../src/privacy/data-request.routes.js';
import { reminderCommandTable } from '../../src/reminders/reminder.routes.js';
import { settingsCommandTable } from '../../src/settings/settings.routes.js';
import { staffCommandTable } from '../../src/staff/staff.routes.js';
import { turnoCommandTable } from '../../src/money/turnos/turno.routes.js';
import { productCommandTable } from '../../src/money/products/product.routes.js';
import { saleCommandTable } from '../../src/money/sales/sale.routes.js';
import { planCommandTable } from '../../src/settings/plans/plans.routes.js';

const tables = [
  memberCommandTable,
  staffCommandTable,
  settingsCommandTable,
  cashDayCommandTable,
  dataRequestCommandTable,
  reminderCommandTable,
  turnoCommandTable,
  productCommandTable,
  saleCommandTable,
  planCommandTable,
];

/**
 * 'Mi cuenta' and 'Cerrar todas mis sesiones' also renew or clear the session cookie (auth/ serves
 * them); the spreadsheet import is a batch over many members' streams (members/member-import/); a
 * photo (R52) is an upload stored before its event (members/member-photos/).
 */
const OUTSIDE_TABLES = ['changeOwnPassword', 'endAllSessions', 'importMembers', 'setMemberPhoto'];

describe('the command tables', () => {
  const rows = tables.flatMap((table) => table.routes.map((route) => route.operation));

  it('hold every command operation of the API once, beside the few outside them', () => {
    const commands = allApiOperations.filter((operation) => operation.command).map((op) => op.operationId);
    const inTables = rows.map((operation) => operation.operationId);
    expect(new Set(inTables).size).toBe(inTables.length);
    expect([...inTables, ...OUTSIDE_TABLES].sort()).toEqual([...commands].sort());
  });

  it('serve only commands, each for signed-in staff at least', () => {
    for (const operation of rows)
      expect({ id: operation.operationId, command: operation.command, access: operation.access }).toEqual({
        id: operation.operationId,
        command: true,
        access: expect.not.stringMatching(/^public$/),
      });
  });
});
