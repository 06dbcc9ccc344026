// The member import's e-mail column (R50 reminders by e-mail): 'Correo', 'E-mail', 'Email' or
// 'Correo electrónico', read like the other columns and checked as the add form checks an e-mail.
import { DEFAULT_CONTEXT } from '../testing/given-when-then.js';
import { SPEC_PLANS } from '../plans/plan-catalogue.js';
import type { SheetCell } from './import-cells.js';
import { matchColumns } from './import-fields.js';
import { decideImportRow, rowProblemText } from './import-row.js';

const context = { ...DEFAULT_CONTEXT, planPrices: [], plans: SPEC_PLANS, dataPolicyVersion: 0 };
const HEADERS = ['Nombre', 'Teléfono', 'Dirección', 'Género', 'Plan', 'Fecha de ingreso', 'Pagado', 'Correo'];
const mapping = matchColumns(HEADERS);
const source = { system: 'spreadsheet', file: 'socios.xlsx', row: 5 } as const;
const row = (email: SheetCell, gender: SheetCell = 'Femenino'): SheetCell[] => [
  'Ana Pérez',
  '300 123 4567',
  'Calle 10 # 5-20',
  gender,
  'Mensualidad',
  '02/03/2026',
  '$ 80.000',
  email,
];
const decide = (cells: SheetCell[]) => decideImportRow(cells, mapping, source, context);

describe('the import’s e-mail column', () => {
  it('is matched by its usual headers, whatever the case or accents', () =>
    expect(matchColumns(['Correo', 'E-mail', 'EMAIL', 'Correo electrónico']).map((field) => field ?? '—')).toEqual([
      'email',
      '—', // a field goes to its first column only
      '—',
      '—',
    ]));

  it.each(['E-mail', 'Email', 'correo electronico', 'CORREO'])('"%s" is the e-mail column', (header) =>
    expect(matchColumns([header])).toEqual(['email']),
  );

  it('a valid address goes to the member’s details, trimmed (the add form’s rule records it)', () => {
    const decided = decide(row('  Ana.Perez@Correo.COM '));
    expect(decided.ok).toBe(true);
    if (decided.ok) expect(decided.command.details.email).toBe('Ana.Perez@Correo.COM');
  });

  it('a blank cell records no e-mail', () => {
    const decided = decide(row(''));
    expect(decided.ok).toBe(true);
    if (decided.ok) expect(decided.command.details).not.toHaveProperty('email');
  });

  it('a bad address is a problem of the row under Correo, listed with its other problems', () => {
    const decided = decide(row('ana@@correo', 'Otro'));
    expect(decided.ok).toBe(false);
    if (decided.ok) return;
    expect(decided.problems.map((problem) => problem.field)).toEqual(['gender', 'email']);
    expect(rowProblemText(decided.problems[1]!)).toMatch(/^Fila 5: Correo: .+/);
  });
});
