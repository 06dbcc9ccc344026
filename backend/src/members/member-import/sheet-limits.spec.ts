// The budget of a sheet being read refuses the file the moment a limit is passed, with the text
// that names the limit (issue 41); the readers' own tests are the import's API tests.
import { message } from '@gym/domain';
import { SHEET_LIMITS, SheetBudget } from './sheet-limits.js';

const refusalOf = (work: () => void): { code: string; message: string } | null => {
  try {
    work();
    return null;
  } catch (error) {
    return { code: (error as { code: string }).code, message: (error as Error).message };
  }
};

describe('SheetBudget', () => {
  it('takes rows up to the row limit and twenty more (titles, headers), then refuses naming the limit', () => {
    const budget = new SheetBudget(100);
    expect(refusalOf(() => Array.from({ length: 120 }, () => budget.addRow(1)))).toBeNull();
    expect(refusalOf(() => budget.addRow(1))).toEqual({
      code: 'MEMBER_IMPORT.TOO_MANY_ROWS',
      message: message('MEMBER_IMPORT.TOO_MANY_ROWS', { max: '100' }),
    });
  });

  it('refuses past the cells and the characters a sheet may hold', () => {
    const cells = new SheetBudget(SHEET_LIMITS.maxRows);
    expect(refusalOf(() => cells.addCells(SHEET_LIMITS.maxCells))).toBeNull();
    expect(refusalOf(() => cells.addRow(1))).toEqual({
      code: 'MEMBER_IMPORT.TOO_MANY_CELLS',
      message: 'La hoja tiene más de 1.500.000 celdas. Divídela en partes más pequeñas.',
    });
    const text = new SheetBudget(SHEET_LIMITS.maxRows);
    expect(refusalOf(() => text.addText(SHEET_LIMITS.maxTextChars))).toBeNull();
    expect(refusalOf(() => text.addText(1))).toEqual({
      code: 'MEMBER_IMPORT.TOO_MUCH_TEXT',
      message: 'Las celdas del archivo suman más de 32.000.000 caracteres. Divídelo en partes más pequeñas.',
    });
  });
});
