// The client's upload, by operation id: a file and its form fields as multipart, and the answer's JSON
// lines read as they come (progress, then the result or an error), as the operation declares them.
import {
  apiOperations,
  MEMBER_PHOTO_UPLOAD,
  message,
  type ErrorResponse,
  type OperationAnswer,
  type OperationBody,
  type OperationId,
} from '@gym/domain';
import { ApiError, errorFrom, operationUrl, rememberWritePosition, type RequestOptions } from './api-client';

/** The lines an upload's answer streams (`streamsLines`): progress, then the result or an error. */
type StreamLine =
  | { readonly type: 'progress' }
  | { readonly type: 'result'; readonly result: { readonly position: number } }
  | { readonly type: 'error'; readonly error: ErrorResponse };

/** The operations that take a file and answer lines. */
export type UploadOperationId = {
  [K in OperationId]: OperationAnswer<K> extends StreamLine ? K : never;
}[OperationId];

export type UploadProgress<K extends UploadOperationId> = Extract<OperationAnswer<K>, { readonly type: 'progress' }>;
export type UploadResult<K extends UploadOperationId> = Extract<
  OperationAnswer<K>,
  { readonly type: 'result' }
>['result'];

export interface UploadCall<K extends UploadOperationId> extends RequestOptions {
  readonly file: File;
  /** The form fields sent beside the file, as text, typed by the operation's body. */
  readonly fields: Omit<OperationBody<K>, 'file'>;
  readonly onProgress: (line: UploadProgress<K>) => void;
}

/** Uploads the file; resolves with what the result line carries, or rejects with an ApiError. */
export async function sendUpload<K extends UploadOperationId>(
  operationId: K,
  call: UploadCall<K>,
): Promise<UploadResult<K>> {
  const { method, upload } = apiOperations[operationId];
  if (upload === undefined) throw new Error(`${operationId} takes no upload`);
  const failed = (): ApiError => new ApiError(0, call.fallback, message(call.fallback));
  const form = new FormData();
  form.append(upload.fileField, call.file, call.file.name);
  for (const [name, value] of Object.entries<unknown>(call.fields)) {
    if (typeof value === 'string') form.append(name, value);
  }
  let response: Response;
  try {
    const url = operationUrl(operationId, {});
    response = await fetch(url, { method: method.toUpperCase(), credentials: 'same-origin', body: form });
  } catch {
    throw failed();
  }
  if (!response.ok || response.body === null) throw await errorFrom(response, call.fallback);
  let result: Extract<StreamLine, { readonly type: 'result' }>['result'] | null = null;
  for await (const line of jsonLines(response.body)) {
    if (line.type === 'progress') call.onProgress(line as UploadProgress<K>);
    else if (line.type === 'error') {
      const { statusCode, code, message: text, field } = line.error;
      throw new ApiError(statusCode, code, text, field);
    } else result = line.result;
  }
  if (result === null) throw failed();
  // A dry run writes nothing: it answers position 0.
  if (result.position > 0) rememberWritePosition(result.position);
  return result as UploadResult<K>;
}

async function* jsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamLine> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') yield JSON.parse(line) as StreamLine;
    if (done) break;
  }
  if (buffered.trim() !== '') yield JSON.parse(buffered) as StreamLine;
}

/**
 * R52: the member's photo, as the one part `photo` of a form; the answer is the command's position
 * (later reads wait for it). Rejects with the server's ApiError ('Sin autorización de datos
 * sensibles…', 'El archivo no es una foto…').
 */
export async function sendMemberPhoto(
  memberId: string,
  photo: Blob,
  options: RequestOptions & { readonly idempotencyKey?: string },
): Promise<void> {
  const form = new FormData();
  form.append(MEMBER_PHOTO_UPLOAD.fileField, photo, 'foto.jpg');
  let response: Response;
  try {
    response = await fetch(operationUrl('setMemberPhoto', { params: { id: memberId } }), {
      method: 'POST',
      credentials: 'same-origin',
      headers: options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {},
      body: form,
      signal: options.signal,
    });
  } catch {
    throw new ApiError(0, options.fallback, message(options.fallback));
  }
  if (!response.ok) throw await errorFrom(response, options.fallback);
  const answer = (await response.json().catch(() => null)) as { position?: unknown } | null;
  if (typeof answer?.position === 'number') rememberWritePosition(answer.position);
}
