// A stand-in for the browser's fetch in tests: answers by "METHOD /path" and records every request.

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly credentials: RequestCredentials | undefined;
}

export interface FakeReply {
  readonly status: number;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Sent as is, instead of `body`, with `contentType` (default text/html). */
  readonly text?: string;
  readonly contentType?: string;
}

export type FakeRoute = FakeReply | 'network-error' | ((request: RecordedRequest) => FakeReply | Promise<FakeReply>);

/**
 * Replaces `fetch` until the next test; unknown routes answer 404 like the server's catch-all.
 * A route without a query ("GET /api/members") answers that path whatever its query string.
 */
export function installFakeFetch(routes: Readonly<Record<string, FakeRoute>>): { requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request = recordedRequest(url, init);
    requests.push(request);
    const route = routeFor(routes, request) ?? { status: 404, body: notFound };
    if (route === 'network-error') throw new TypeError('Failed to fetch');
    return fakeResponse(typeof route === 'function' ? await route(request) : route);
  };
  return { requests };
}

/** The route for "METHOD /path?query" exactly, else for "METHOD /path" whatever the query. */
function routeFor(routes: Readonly<Record<string, FakeRoute>>, request: RecordedRequest): FakeRoute | undefined {
  const [pathname = request.path] = request.path.split('?');
  return routes[`${request.method} ${request.path}`] ?? routes[`${request.method} ${pathname}`];
}

/** The query parameters of a recorded request, e.g. `{ page: '2', sort: 'name' }`. */
export function queryOf(request: RecordedRequest): Partial<Record<string, string>> {
  const query = request.path.split('?')[1] ?? '';
  return Object.fromEntries(new URLSearchParams(query));
}

/** The error body the server sends, with the catalogue's text. */
export function errorBody(statusCode: number, code: string, text: string, field?: string) {
  return { statusCode, code, message: text, ...(field === undefined ? {} : { field }) };
}

/** An Administrador (R25), who sees every screen; `receptionAccount` for what Recepción sees. */
export const signedInAccount = {
  id: 'staff-1',
  email: 'recepcion@gimnasio.co',
  displayName: 'Recepción',
  role: 'admin',
} as const;

export const receptionAccount = {
  id: 'staff-2',
  email: 'caja@gimnasio.co',
  displayName: 'Caja',
  role: 'reception',
} as const;

const notFound = errorBody(404, 'REQUEST.NOT_FOUND', 'La ruta solicitada no existe.');

function recordedRequest(path: string, init: RequestInit | undefined): RecordedRequest {
  const headers = (init?.headers ?? {}) as Record<string, string>;
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  return { method: init?.method ?? 'GET', path, headers, body, credentials: init?.credentials };
}

function fakeResponse(reply: FakeReply): Response {
  const isJson = reply.text === undefined;
  const text = isJson ? (reply.body === undefined ? '' : JSON.stringify(reply.body)) : reply.text;
  const contentType = reply.contentType ?? (isJson ? 'application/json; charset=utf-8' : 'text/html');
  const response: Pick<Response, 'ok' | 'status' | 'headers' | 'text'> = {
    ok: reply.status >= 200 && reply.status < 300,
    status: reply.status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) } as Headers,
    text: async () => text,
  };
  return response as Response;
}
