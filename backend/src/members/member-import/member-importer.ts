// The import of a spreadsheet's members (issue 29, R34), for the browser upload and the terminal
// alike: the rows checked by the domain (sheetChecker, a slice of rows at a time), then each new
// one decided and appended through the member write loop, holding its cédula in the cédula registry.
//
// "The same member is not imported twice" is kept where it can hold across processes, as the
// architecture asks of an invariant that crosses streams:
// - by cédula: the registry's `cedula-<digits>` stream (its expected revision lets one of two
//   racing claims win; the other is refused 'ya existe');
// - by name and phone: the member's id is derived from the normalised name and phone
//   (`twinMemberId`), so two imports of the same row, in one process or two (EventStoreDB
//   included), aim at the same `member-<id>` stream, and its expected revision ('no stream')
//   lets exactly one write it; the other decides again and is refused 'ya existe'. A deleted
//   member keeps its stream (R22), so the same person imported after a deletion takes the next
//   generation of the id.
// - a member registered on the add form (a random id) with the same name and phone is found only
//   in the members projection, read at the log's head when the import starts: one registered by
//   hand in the seconds between that read and the row's append is not seen, and the row is
//   imported beside it. The add form itself lets staff register a namesake (R36), so that window
//   is accepted; the cédula, when the row has one, has no such window.
import {
  dataRows,
  headerRowOf,
  isPlainText,
  isValidMapping,
  KnownMembers,
  matchColumns,
  memberStreamId,
  missingRequiredFields,
  readTextCell,
  type ColumnMapping,
  type ExistingRow,
  type KnownMember,
  type MemberCommand,
  type MemberDecisionContext,
  type MemberImportResult,
  type PlanPriceList,
  type RowProblem,
  type RowToImport,
  sheetChecker,
  type SheetChecker,
  type SheetRow,
  SPEC_PLANS,
  type PlanCatalogue,
} from '@gym/domain';
import { idempotentEventId } from '../../shared/commands/idempotency.js';
import { AppError } from '../../shared/http/app-error.js';
import type { CommandContext } from '../../shared/http/command-context.js';
import type { CedulaRegistry } from '../cedulas/cedula-registry.js';
import { sendToMember, type MemberWriteLoop } from '../member.write-loop.js';
import type { Sheet, Workbook } from './workbook.js';

export type ImportPhase = 'check' | 'import';

export interface MemberImportRequest {
  /** The file's name as uploaded: every event of its rows names it (with the row). */
  readonly file: string;
  /** The file read, with the sheet to import. */
  readonly workbook: Workbook;
  /** The person's correction of the columns; matched by their headers when absent (R34). */
  readonly mapping?: ColumnMapping;
  readonly dryRun: boolean;
  /** Issue 41: write the names in Spanish title case, as the person chose after seeing it. */
  readonly nameCase?: boolean;
  /** Who imports (R23). */
  readonly context: CommandContext;
  readonly onProgress?: (phase: ImportPhase, done: number, total: number) => void;
}

export interface MemberImporterDeps {
  readonly members: MemberWriteLoop;
  readonly cedulas: CedulaRegistry;
  /** The gym's live members, read when the import starts. */
  readonly knownMembers: () => Promise<readonly KnownMember[]>;
  readonly planPrices: () => Promise<PlanPriceList>;
  /** R38 + R46: the gym's plans, which the plan cell is matched against by name; the spec plans when absent. */
  readonly plans?: () => Promise<PlanCatalogue>;
  readonly clock: () => Date;
  readonly timeZone: string;
}

/** Rows written at once: their appends share a transaction and an fsync (SQLite group commit). */
const ROWS_AT_ONCE = 64;
/** Rows checked between two turns of the event loop (a few milliseconds of work). */
const CHECK_SLICE = 50;
/** The preview shows this many rows as they will be recorded. */
const PREVIEW_ROWS = 10;
/** The longest file name recorded (most systems allow 255). */
const MAX_FILE_NAME = 255;
/** Deleted namesakes tried before giving up (a person deleted and imported again this often is a mistake). */
const MAX_GENERATIONS = 50;

/** The member id of a row, from its normalised name and phone: every import of it derives the same. */
export function twinMemberId(twinKey: string, generation: number): string {
  return idempotentEventId('import:spreadsheet:member', `${twinKey}#${generation}`, 0);
}

export interface OpenedSheet {
  readonly sheet: Sheet;
  readonly headers: readonly string[];
  readonly mapping: ColumnMapping;
  readonly rows: readonly SheetRow[];
}

type RowOutcome =
  | { readonly kind: 'imported'; readonly position: number }
  | { readonly kind: 'existing'; readonly existing: ExistingRow }
  | { readonly kind: 'refused'; readonly problem: RowProblem };

export class MemberImporter {
  constructor(private readonly deps: MemberImporterDeps) {}

  /**
   * The sheet, its header row and the columns' fields: what is refused before any work starts (a
   * file name that is not plain text, a sheet without rows, a mapping of another width), so the
   * upload can answer 400.
   */
  open(request: Pick<MemberImportRequest, 'file' | 'workbook' | 'mapping'>): OpenedSheet {
    // The name is in every row's event for ever: the rule of every text that reaches an event (R46).
    if (!isPlainText(request.file) || request.file.length > MAX_FILE_NAME)
      throw new AppError('MEMBER_IMPORT.FILE_NAME_INVALID', { max: MAX_FILE_NAME }, 'file');
    const { sheet } = request.workbook;
    const header = headerRowOf(sheet.rows);
    if (header === undefined) throw new AppError('MEMBER_IMPORT.EMPTY', {}, 'file');
    const headers = header.cells.map(readTextCell);
    const mapping = request.mapping ?? matchColumns(headers);
    if (!isValidMapping(mapping, headers.length)) throw new AppError('MEMBER_IMPORT.MAPPING_INVALID', {}, 'mapping');
    return { sheet, headers, mapping, rows: dataRows(sheet.rows.filter((row) => row.row > header.row)) };
  }

  async run(request: MemberImportRequest): Promise<MemberImportResult> {
    const { sheet, headers, mapping, rows } = this.open(request);
    const context: MemberDecisionContext = {
      now: this.deps.clock().toISOString(),
      timeZone: this.deps.timeZone,
      planPrices: await this.deps.planPrices(),
      plans: this.deps.plans ? await this.deps.plans() : SPEC_PLANS,
      // An imported row records no authorisation (R47's import columns are not read yet).
      dataPolicyVersion: 0,
      actor: { staffId: request.context.staffId, role: request.context.role ?? 'reception' },
    };
    const known = new KnownMembers(await this.deps.knownMembers());
    const progress = request.onProgress ?? (() => undefined);
    const check = await this.check(
      rows,
      sheetChecker(mapping, request.file, context, known, { nameCase: request.nameCase ?? false }),
      progress,
    );
    const written = request.dryRun ? null : await this.write(check.toImport, request.context, progress);
    const imported = written?.imported ?? check.toImport.length;
    return {
      file: request.file,
      sheet: sheet.name,
      sheets: [...request.workbook.sheetNames],
      dryRun: request.dryRun,
      columns: headers.map((text, index) => ({ index, header: text, field: mapping[index] ?? null })),
      missingFields: missingRequiredFields(mapping),
      rows: check.rows,
      toImport: check.toImport.length,
      imported: request.dryRun ? 0 : imported,
      preview: check.toImport.slice(0, PREVIEW_ROWS).map((row) => row.member),
      errors: [...check.errors, ...(written?.refused ?? [])],
      existing: [...check.existing, ...(written?.existing ?? [])],
      notes: [...check.notes],
      namesToCase: check.namesToCase,
      position: written?.position ?? 0,
    };
  }

  /**
   * Every row through the domain's checker, a slice at a time with a turn of the event loop between
   * slices: checking thousands of rows takes seconds, and the app keeps answering meanwhile.
   */
  private async check(
    rows: readonly SheetRow[],
    checker: SheetChecker,
    progress: NonNullable<MemberImportRequest['onProgress']>,
  ) {
    for (const [index, row] of rows.entries()) {
      if (index % CHECK_SLICE === 0) {
        progress('check', index, rows.length);
        await new Promise((resolve) => setImmediate(resolve));
      }
      checker.add(row);
    }
    progress('check', rows.length, rows.length);
    return checker.result();
  }

  private async write(
    rows: readonly RowToImport[],
    context: CommandContext,
    progress: NonNullable<MemberImportRequest['onProgress']>,
  ) {
    const existing: ExistingRow[] = [];
    const refused: RowProblem[] = [];
    let imported = 0;
    let position = 0;
    let done = 0;
    progress('import', 0, rows.length);
    await eachAtOnce(rows, ROWS_AT_ONCE, async (row) => {
      const outcome = await this.writeRow(row, context);
      if (outcome.kind === 'imported') {
        imported += 1;
        position = Math.max(position, outcome.position);
      } else if (outcome.kind === 'existing') existing.push(outcome.existing);
      else refused.push(outcome.problem);
      progress('import', (done += 1), rows.length);
    });
    return { imported, existing, refused, position };
  }

  /** One row: the member's stream (by name and phone) and its cédula, each guarded by its own stream. */
  private async writeRow(row: RowToImport, context: CommandContext): Promise<RowOutcome> {
    const { member } = row;
    const already = (matchedBy: ExistingRow['matchedBy'], memberId: string | null): RowOutcome => ({
      kind: 'existing',
      existing: { row: row.row, name: member.name, cedula: member.cedula, phone: member.phone, matchedBy, memberId },
    });
    const memberId = await this.freeMemberId(row.twinKey);
    if (memberId.taken)
      return already(
        memberId.cedula !== null && memberId.cedula === member.cedula ? 'cedula' : 'name-phone',
        memberId.id,
      );
    const id = memberId.id;
    const command: MemberCommand = {
      type: 'ImportMember',
      data: { ...row.command, memberId: id, initialPaymentId: idempotentEventId('import:spreadsheet:payment', id, 0) },
    };
    try {
      const { position } = await this.deps.cedulas.whileHolding(
        member.cedula,
        { memberId: id, name: member.name },
        context,
        () => sendToMember(this.deps.members, id, context, command),
      );
      return { kind: 'imported', position };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'MEMBER.CEDULA_TAKEN') return already('cedula', null);
      if (error.code === 'MEMBER.ALREADY_EXISTS') return already('name-phone', id);
      return { kind: 'refused', problem: { row: row.row, field: null, message: error.message } };
    }
  }

  /** The first generation of the row's id whose stream holds no member, or the live member it holds. */
  private async freeMemberId(twinKey: string): Promise<{ id: string; taken: boolean; cedula: string | null }> {
    for (let generation = 0; generation < MAX_GENERATIONS; generation += 1) {
      const id = twinMemberId(twinKey, generation);
      const { state } = await this.deps.members.load(memberStreamId(id));
      if (state.status === 'none') return { id, taken: false, cedula: null };
      if (state.status === 'registered') return { id, taken: true, cedula: state.details.cedula ?? null };
    }
    return { id: twinMemberId(twinKey, MAX_GENERATIONS), taken: true, cedula: null };
  }
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachAtOnce<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
