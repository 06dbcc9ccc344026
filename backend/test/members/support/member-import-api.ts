// Uploads a spreadsheet to POST /api/members/import as the browser does (multipart, signed in,
// same origin) and reads the answer's JSON lines.
import type { MemberImportLine, MemberImportResult } from '@gym/domain';
import { TEST_ADMIN, type Credentials, type TestApp } from '../../support/test-app.js';

export interface ImportAnswer {
  readonly status: number;
  /** Every JSON line of a 200; the error body otherwise. */
  readonly lines: readonly MemberImportLine[];
  readonly body: unknown;
  readonly result: MemberImportResult | undefined;
}

export async function sessionCookie(app: TestApp, credentials: Credentials = TEST_ADMIN): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

export interface UploadOptions {
  readonly fileName?: string;
  /** The file part's media type (none, as a browser that does not know the extension). */
  readonly type?: string;
  readonly dryRun?: boolean;
  readonly nameCase?: boolean;
  readonly sheet?: string;
  readonly mapping?: readonly (string | null)[];
  readonly cookie?: string;
  readonly headers?: Record<string, string>;
}

export async function uploadSheet(app: TestApp, bytes: Buffer, options: UploadOptions = {}): Promise<ImportAnswer> {
  const form = new FormData();
  const type = options.type === undefined ? {} : { type: options.type };
  form.append('file', new Blob([new Uint8Array(bytes)], type), options.fileName ?? 'socios.xlsx');
  form.append('dryRun', String(options.dryRun ?? true));
  if (options.sheet !== undefined) form.append('sheet', options.sheet);
  if (options.mapping !== undefined) form.append('mapping', JSON.stringify(options.mapping));
  if (options.nameCase !== undefined) form.append('nameCase', String(options.nameCase));
  const response = await fetch(`${app.baseUrl}/api/members/import`, {
    method: 'POST',
    headers: { Cookie: options.cookie ?? (await sessionCookie(app)), ...options.headers },
    body: form,
  });
  return answerOf(response);
}

/**
 * Uploads with the file part's Content-Disposition as given, byte for byte (`filename*=UTF-8''…`,
 * or control characters a browser would never send), as a hostile client can.
 */
export async function uploadWithDisposition(
  app: TestApp,
  bytes: Buffer,
  disposition: Buffer | string,
  options: UploadOptions = {},
): Promise<ImportAnswer> {
  const boundary = 'gym-test-boundary-7f3a';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; `),
    Buffer.isBuffer(disposition) ? disposition : Buffer.from(disposition, 'latin1'),
    Buffer.from('\r\nContent-Type: text/csv\r\n\r\n'),
    bytes,
    Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="dryRun"\r\n\r\n`),
    Buffer.from(`${String(options.dryRun ?? true)}\r\n--${boundary}--\r\n`),
  ]);
  const response = await fetch(`${app.baseUrl}/api/members/import`, {
    method: 'POST',
    headers: {
      Cookie: options.cookie ?? (await sessionCookie(app)),
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  });
  return answerOf(response);
}

async function answerOf(response: Response): Promise<ImportAnswer> {
  const text = await response.text();
  if (response.status !== 200)
    return { status: response.status, lines: [], body: JSON.parse(text) as unknown, result: undefined };
  const lines = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as MemberImportLine);
  const last = lines.at(-1);
  return { status: 200, lines, body: undefined, result: last?.type === 'result' ? last.result : undefined };
}

/** The result of an upload that must succeed (fails the test with what came instead). */
export async function importSheet(
  app: TestApp,
  bytes: Buffer,
  options: UploadOptions = {},
): Promise<MemberImportResult> {
  const answer = await uploadSheet(app, bytes, options);
  if (!answer.result)
    throw new Error(`import failed: ${answer.status} ${JSON.stringify(answer.body ?? answer.lines.at(-1))}`);
  return answer.result;
}
