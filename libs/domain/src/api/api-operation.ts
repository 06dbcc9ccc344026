// What an API operation is: its method and path, who may call it, its query, body and answer as zod
// schemas, and an example. The backend's routes, the OpenAPI document and the client's paths are
// all read from these declarations, so the contract is written once.
import type { z } from 'zod';
import type { Permission } from '../staff/staff-permissions.js';
import type { ApiTag } from './api-tags.js';
import type { ApiShape } from './schema-primitives.js';

/** The httpOnly cookie that carries a staff session (the `security` of every non-public operation). */
export const SESSION_COOKIE = 'gym_session';

export type HttpMethod = 'get' | 'post' | 'patch' | 'delete';

/** The media types of the files operations answer with (downloads). */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** R52: a member's photo as stored. */
export const PHOTO_MEDIA_TYPE = 'image/webp';
export type FileMediaType = 'text/csv' | typeof XLSX_MEDIA_TYPE | typeof PHOTO_MEDIA_TYPE;

/** Who may call it (R25): anyone, any signed-in account, or the roles a permission names. */
export type Access = 'public' | 'staff' | Permission;

export interface ApiOperation<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** OpenAPI style, with the `/api` prefix: `/api/members/{id}/payments`. */
  readonly path: string;
  readonly tag: ApiTag;
  readonly summary: string;
  /**
   * What it does, in English for the technician, written by hand and short; the OpenAPI document
   * adds who may call it (from `access`) and its refusals (from `errors`).
   */
  readonly description: string;
  readonly access: Access;
  /** HTTP status of success. */
  readonly status: number;
  /** A command: takes an `Idempotency-Key` header and writes events. */
  readonly command?: boolean;
  /** Query parameters as an object schema of strings (parsed into typed values). */
  readonly query?: Q;
  readonly body?: B;
  /** JSON answer, or a file's media type (`text/csv`, `.xlsx`); none for 204. */
  readonly response?: R | FileMediaType;
  /** The answer is JSON lines (`application/x-ndjson`), each a `response`, written as the work goes on. */
  readonly streamsLines?: boolean;
  /** The body is `multipart/form-data` with one file (its part and largest size) beside `body`'s fields. */
  readonly upload?: { readonly fileField: string; readonly maxBytes: number };
  /** Statuses besides success that the operation itself answers (400, 404, 409, 422…). */
  readonly errors: readonly number[];
  readonly example: {
    readonly query?: Readonly<Record<string, string>>;
    readonly body?: z.input<B>;
    readonly response?: ApiShape<R> | string;
  };
}

/** Declares an operation, checking its example against its schemas at compile time. */
export function defineOperation<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  operation: ApiOperation<Q, B, R>,
): ApiOperation<Q, B, R> {
  return operation;
}

/** A request body under its name in the OpenAPI document (`components.schemas`). */
export function namedBody<S extends z.ZodType>(schema: S, id: string): S {
  return schema.meta({ id });
}

/** The path of an operation with its `{param}`s filled in (each encoded). */
export function pathOf(
  operation: Pick<ApiOperation, 'path'>,
  params: Readonly<Partial<Record<string, string>>> = {},
): string {
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operation.path}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
