// POST /api/members/import: the spreadsheet upload (multipart: file, dryRun, sheet, mapping), answered
// as JSON lines: progress while the rows are checked and written, then the result. What goes wrong
// before the first line (no file, too large, not a spreadsheet, a bad field) is an ordinary error
// answer; after it, an error line, since the status is already sent.
import { PassThrough } from 'node:stream';
import { Controller, Inject, Req, StreamableFile } from '@nestjs/common';
import {
  apiOperations,
  MEMBER_IMPORT_MAX_ROWS,
  MEMBER_IMPORT_UPLOAD,
  memberImportFields,
  type MemberImportLine,
} from '@gym/domain';
import { AppError } from '../../shared/http/app-error.js';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { errorBody } from '../../shared/http/error.filter.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { parseBody } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { MemberImporter, type ImportPhase } from './member-importer.js';
import { nodeRequestOf, readUpload } from './multipart-upload.js';
import { readSpreadsheet } from './spreadsheet-file.js';

const operation = apiOperations.importMembers;
/** At most one progress line this often (the last of each phase is always sent). */
const PROGRESS_EVERY_MS = 200;

@Controller()
@FailureText('MEMBER_IMPORT.FAILED')
export class MemberImportController {
  constructor(@Inject(MemberImporter) private readonly importer: MemberImporter) {}

  @Route(operation)
  async import(@Req() request: object, @Command() context: CommandContext): Promise<StreamableFile> {
    const limits = MEMBER_IMPORT_UPLOAD;
    const upload = await readUpload(nodeRequestOf(request), limits);
    if (upload.file === null) throw new AppError('MEMBER_IMPORT.FILE_REQUIRED', {}, limits.fileField);
    const { dryRun, sheet, mapping, nameCase } = parseBody(memberImportFields, upload.fields);
    const file = upload.file.name;
    // Not a spreadsheet, an unknown sheet, past a limit: refused here, while the status is still ours to set.
    const workbook = await readSpreadsheet(upload.file, { maxRows: MEMBER_IMPORT_MAX_ROWS, sheet });
    // So are a file name that is not plain text and a mapping of another width.
    this.importer.open({ file, workbook, mapping });
    const lines = new PassThrough();
    const send = (line: MemberImportLine): boolean => lines.write(`${JSON.stringify(line)}\n`);
    let lastSent = 0;
    const onProgress = (phase: ImportPhase, done: number, total: number): void => {
      const now = Date.now();
      if (done < total && done > 0 && now - lastSent < PROGRESS_EVERY_MS) return;
      lastSent = now;
      send({ type: 'progress', phase, done, total });
    };
    this.importer
      .run({ file, workbook, mapping, dryRun, nameCase, context, onProgress })
      .then((result) => send({ type: 'result', result }))
      .catch((error: unknown) => {
        const failure = errorBody(error);
        const { statusCode, code, message, field } =
          failure.statusCode === 500 ? errorBody(AppError.failure('MEMBER_IMPORT.FAILED')) : failure;
        send({ type: 'error', error: { statusCode, code, message, ...(field ? { field } : {}) } });
      })
      .finally(() => lines.end());
    return new StreamableFile(lines, { type: 'application/x-ndjson; charset=utf-8' });
  }
}
