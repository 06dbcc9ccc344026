// POST /api/members/import: the file as a multipart upload, and the answer's JSON lines read as they
// come (progress, then the result). Failures are ApiErrors with the server's Spanish text.
import { apiPath, message, type ColumnMapping, type MemberImportLine, type MemberImportResult } from '@gym/domain';
import { ApiError, rememberWritePosition } from '../../../lib/api-client';

export interface ImportRequest {
  readonly file: File;
  readonly dryRun: boolean;
  readonly sheet?: string;
  readonly mapping?: ColumnMapping;
  readonly onProgress: (line: Extract<MemberImportLine, { type: 'progress' }>) => void;
}

const failed = (): ApiError => new ApiError(0, 'MEMBER_IMPORT.FAILED', message('MEMBER_IMPORT.FAILED'));

export async function importMembers({
  file,
  dryRun,
  sheet,
  mapping,
  onProgress,
}: ImportRequest): Promise<MemberImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('dryRun', String(dryRun));
  if (sheet !== undefined) form.append('sheet', sheet);
  if (mapping !== undefined) form.append('mapping', JSON.stringify(mapping));
  let response: Response;
  try {
    response = await fetch(apiPath('importMembers'), { method: 'POST', credentials: 'same-origin', body: form });
  } catch {
    throw failed();
  }
  if (!response.ok || response.body === null) throw await errorOf(response);
  let result: MemberImportResult | null = null;
  for await (const line of jsonLines(response.body)) {
    if (line.type === 'progress') onProgress(line);
    else if (line.type === 'error')
      throw new ApiError(line.error.statusCode, line.error.code, line.error.message, line.error.field);
    else result = line.result;
  }
  if (result === null) throw failed();
  if (result.position > 0) rememberWritePosition(result.position);
  return result;
}

async function errorOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown; field?: unknown };
    if (typeof body.code === 'string' && typeof body.message === 'string')
      return new ApiError(
        response.status,
        body.code,
        body.message,
        typeof body.field === 'string' ? body.field : undefined,
      );
  } catch {
    // not JSON: the generic text
  }
  return failed();
}

async function* jsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<MemberImportLine> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') yield JSON.parse(line) as MemberImportLine;
    if (done) break;
  }
  if (buffered.trim() !== '') yield JSON.parse(buffered) as MemberImportLine;
}
