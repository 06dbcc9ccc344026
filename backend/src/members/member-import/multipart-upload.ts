// Reads a multipart/form-data upload (one file and a few text fields) from Node's request stream
// (Fastify's `request.raw`) with busboy.
// The file is held in memory up to its limit; past it, or with anything else unexpected, the
// request is refused with a Spanish text and the rest of the body is drained unread.
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import type { RefusalCode } from '@gym/domain';
import { AppError } from '../../shared/http/app-error.js';

export interface UploadedFile {
  /** As sent, decoded (busboy reads `filename*=UTF-8''…` too): the importer checks it is plain text. */
  readonly name: string;
  /** The part's media type, as the browser named it. */
  readonly type: string;
  readonly bytes: Buffer;
}

export interface Upload {
  readonly file: UploadedFile | null;
  readonly fields: Readonly<Record<string, string>>;
}

export interface UploadLimits {
  readonly fileField: string;
  readonly maxBytes: number;
}

/** The refusals of a body that is not a form with the file, and of a file over its limit. */
export interface UploadRefusals {
  readonly fileRequired: RefusalCode;
  readonly fileTooLarge: RefusalCode;
}

const IMPORT_REFUSALS: UploadRefusals = {
  fileRequired: 'MEMBER_IMPORT.FILE_REQUIRED',
  fileTooLarge: 'MEMBER_IMPORT.FILE_TOO_LARGE',
};

const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 16 * 1024;

/** The request Node's HTTP server received, under Fastify's request object. */
export function nodeRequestOf(request: object): IncomingMessage {
  const raw = (request as { raw?: IncomingMessage }).raw;
  return raw ?? (request as IncomingMessage);
}

export function readUpload(
  request: IncomingMessage,
  limits: UploadLimits,
  refusals: UploadRefusals = IMPORT_REFUSALS,
): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        limits: {
          files: 1,
          fileSize: limits.maxBytes,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
          parts: MAX_FIELDS + 1,
        },
        defParamCharset: 'utf8',
      });
    } catch {
      // Not multipart/form-data, or without its boundary.
      reject(new AppError(refusals.fileRequired, {}, limits.fileField));
      return;
    }
    const fields: Record<string, string> = {};
    let file: UploadedFile | null = null;
    let refusal: AppError | null = null;
    const refuse = (error: AppError): void => {
      refusal ??= error;
    };
    parser.on('file', (name, stream, info) => {
      if (name !== limits.fileField || file !== null) {
        refuse(new AppError('REQUEST.UNKNOWN_FIELD', {}, name));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => refuse(new AppError(refusals.fileTooLarge, {}, name)));
      stream.on('end', () => {
        file = { name: info.filename || 'archivo', type: info.mimeType, bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || name === limits.fileField) refuse(new AppError('REQUEST.INVALID', {}, name));
      else fields[name] = value;
    });
    const tooMany = (): void => refuse(new AppError('REQUEST.TOO_LARGE'));
    parser.on('partsLimit', tooMany);
    parser.on('filesLimit', tooMany);
    parser.on('fieldsLimit', tooMany);
    parser.on('error', () => reject(refusal ?? new AppError('REQUEST.INVALID', {}, limits.fileField)));
    parser.on('close', () => {
      if (refusal) reject(refusal);
      else resolve({ file, fields });
    });
    request.pipe(parser);
  });
}
