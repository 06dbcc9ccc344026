// The one typed client for the backend's JSON API, by operation id: errors as ApiError, read-your-writes,
// session expiry. File downloads: api-client-download.ts; the upload: api-client-upload.ts.
import {
  apiOperations,
  apiPath,
  message,
  type MessageKey,
  type OperationAnswer,
  type OperationBody,
  type OperationId,
  type OperationQuery,
} from '@gym/domain';

/** A failed call. `message` is Spanish, ready to show: the server's catalogue text or the caller's fallback. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The request field the server refused, e.g. `details.cedula`, when it names one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  /** Catalogue text to show when the failure carries no message of its own (network down, not JSON). */
  readonly fallback: MessageKey;
  readonly signal?: AbortSignal;
}

export interface WriteOptions extends RequestOptions {
  /** Sent as `Idempotency-Key`: a retried command with the same key is recorded once. */
  readonly idempotencyKey?: string;
}

/** Where an operation is: its path's parameters and its query (empty, null and undefined ones left out). */
export interface OperationAddress<K extends OperationId> {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: OperationQuery<K>;
}

/** A call of one operation of the contract (its address, its body) and how to send it. */
export type OperationCall<K extends OperationId> = WriteOptions &
  OperationAddress<K> & {
    readonly body?: OperationBody<K>;
  };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The session's own calls answer 401 by design (a wrong password, nobody signed in, already signed out). */
const SESSION_CALLS: ReadonlySet<OperationId> = new Set<OperationId>(['login', 'me', 'logout']);

let highestPositionSeen: number | null = null;
let onSessionExpired: () => void = () => undefined;

/** Registers what to do when the server says the session is no longer valid. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/** Forgets the highest position seen (tests, and a fresh start). */
export function resetReadPosition(): void {
  highestPositionSeen = null;
}

/**
 * Calls an operation by its id: the method and path come from the API contract, and the query, the
 * body and the answer are typed by its schemas, so a screen's store needs no wrapper of its own.
 */
export function send<K extends OperationId>(operationId: K, call: OperationCall<K>): Promise<OperationAnswer<K>> {
  const method = apiOperations[operationId].method.toUpperCase() as Method;
  const expiresSessionOn401 = !SESSION_CALLS.has(operationId);
  const url = operationUrl(operationId, call);
  const early = method === 'GET' && call.signal === undefined ? takePrefetched(url, call.fallback) : undefined;
  if (early !== undefined) return early as Promise<OperationAnswer<K>>;
  return request<OperationAnswer<K>>(method, url, call.body, call, expiresSessionOn401);
}

/** How long a prefetched answer waits for its screen to ask for it. */
const PREFETCH_KEPT_MS = 15_000;

const prefetched = new Map<
  string,
  { readonly fallback: MessageKey; readonly answer: Promise<unknown>; readonly startedAt: number }
>();

/**
 * Starts a read before the screen that needs it has loaded its code (issue 36: the screen's data no
 * longer waits for its code to arrive and run). The first `send` of the same address and fallback
 * takes its answer, once; a later one asks the server again.
 */
export function prefetch<K extends OperationId>(
  operationId: K,
  call: OperationAddress<K> & { readonly fallback: MessageKey },
): void {
  if (apiOperations[operationId].method.toUpperCase() !== 'GET') return;
  const url = operationUrl(operationId, call);
  if (prefetched.has(url)) return;
  const answer = request('GET', url, undefined, { fallback: call.fallback });
  answer.catch(() => undefined); // whoever takes it sees the failure
  prefetched.set(url, { fallback: call.fallback, answer, startedAt: Date.now() });
}

function takePrefetched(url: string, fallback: MessageKey): Promise<unknown> | undefined {
  const early = prefetched.get(url);
  if (early === undefined || early.fallback !== fallback) return undefined;
  prefetched.delete(url);
  return Date.now() - early.startedAt <= PREFETCH_KEPT_MS ? early.answer : undefined;
}

/** An operation's path with its parameters filled in and its query string. */
export function operationUrl(operationId: OperationId, { params, query = {} }: UrlParts): string {
  const path = apiPath(operationId, params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

interface UrlParts {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | number | null | undefined>>;
}

/**
 * The transport under `send`: private to the client (lib/api-client*.ts) and its spec, which the
 * lint rule enforces, so that no screen calls a path of its own.
 */
export async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: WriteOptions,
  expiresSessionOn401 = true,
): Promise<T> {
  const fallbackError = () => new ApiError(0, options.fallback, message(options.fallback));
  // A write may change what an early read answered: the screens ask again.
  if (method !== 'GET') prefetched.clear();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: requestHeaders(method, options),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw fallbackError();
  }
  if (!response.ok) {
    if (response.status === 401 && expiresSessionOn401) onSessionExpired();
    throw await errorFrom(response, options.fallback);
  }
  const data = await jsonBody(response);
  if (data === invalidJson) throw new ApiError(response.status, options.fallback, message(options.fallback));
  if (method !== 'GET') rememberPosition(data);
  return data as T;
}

function requestHeaders(method: Method, options: WriteOptions): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers['Content-Type'] = 'application/json';
  if (method === 'GET' && highestPositionSeen !== null) headers['X-Read-After'] = String(highestPositionSeen);
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  return headers;
}

/** A write answered outside `request` (an upload read as it streams): later reads wait for its position. */
export function rememberWritePosition(position: number): void {
  rememberPosition({ position });
}

/** Commands answer with the position of their last event; later reads wait for the projections to pass it. */
function rememberPosition(data: unknown): void {
  if (typeof data !== 'object' || data === null || !('position' in data)) return;
  const { position } = data;
  if (typeof position !== 'number' || !Number.isFinite(position)) return;
  if (highestPositionSeen === null || position > highestPositionSeen) highestPositionSeen = position;
}

const invalidJson = Symbol('invalid JSON');

/** The body as JSON; `undefined` when there is none (204), `invalidJson` when it is not JSON. */
async function jsonBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  let text: string;
  try {
    text = await response.text();
  } catch {
    return invalidJson;
  }
  if (text.trim() === '') return undefined;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!contentType.includes('json')) return invalidJson;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return invalidJson;
  }
}

/** A failed answer as an ApiError: the server's code and text, or the caller's fallback. */
export async function errorFrom(response: Response, fallback: MessageKey): Promise<ApiError> {
  const data = await jsonBody(response);
  if (isErrorBody(data)) return new ApiError(response.status, data.code, data.message, data.field);
  return new ApiError(response.status, fallback, message(fallback));
}

function isErrorBody(data: unknown): data is { code: string; message: string; field?: string } {
  if (typeof data !== 'object' || data === null) return false;
  const { code, message: text, field } = data as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof text === 'string' &&
    text !== '' &&
    (field === undefined || typeof field === 'string')
  );
}
