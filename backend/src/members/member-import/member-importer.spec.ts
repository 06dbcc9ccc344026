// The importer checks a large sheet a slice at a time: between slices other work (the app's other
// requests) gets its turn, so thousands of rows never hold the server still for seconds.
import type { SheetCell } from '@gym/domain';
import type { CedulaRegistry } from '../cedulas/cedula-registry.js';
import type { MemberWriteLoop } from '../member.write-loop.js';
import { MemberImporter, type ImportPhase } from './member-importer.js';
import type { Workbook } from './workbook.js';
import { gymRows, SHEET_HEADERS, type FixtureCell } from './testing/spreadsheets.js';

const ROWS = 500;

const cellOf = (cell: FixtureCell): SheetCell =>
  cell instanceof Date ? { date: cell.toISOString().slice(0, 10) } : cell;

const workbook: Workbook = {
  sheetNames: ['Socios'],
  sheet: {
    name: 'Socios',
    rows: [[...SHEET_HEADERS], ...gymRows(ROWS)].map((cells, index) => ({
      row: index + 1,
      cells: cells.map(cellOf),
    })),
  },
};

/** A dry run writes nothing: the write side is never asked. */
const unused = new Proxy({}, { get: () => () => Promise.reject(new Error('a dry run writes nothing')) });

const importer = new MemberImporter({
  members: unused as MemberWriteLoop,
  cedulas: unused as CedulaRegistry,
  knownMembers: () => Promise.resolve([]),
  planPrices: () => Promise.resolve([]),
  clock: () => new Date('2026-03-02T15:00:00.000Z'),
  timeZone: 'America/Bogota',
});

describe('MemberImporter', () => {
  it(`checks ${ROWS} rows in slices, letting other work run between them`, async () => {
    let checked = 0;
    const onProgress = (phase: ImportPhase, done: number): void => {
      if (phase === 'check') checked = done;
    };
    const seenByOtherWork: number[] = [];
    let running = true;
    const otherWork = (): void => {
      seenByOtherWork.push(checked);
      if (running) setImmediate(otherWork);
    };
    setImmediate(otherWork);
    const context = { staffId: 'staff-1', role: 'admin' as const, correlationId: 'test' };
    const result = await importer.run({ file: 'socios.xlsx', workbook, dryRun: true, context, onProgress });
    running = false;
    expect(result).toMatchObject({ rows: ROWS, toImport: ROWS, errors: [] });
    const midway = seenByOtherWork.filter((done) => done > 0 && done < ROWS);
    // A turn between every two slices of 50 rows.
    expect(new Set(midway).size).toBeGreaterThanOrEqual(ROWS / 50 - 1);
  });
});
