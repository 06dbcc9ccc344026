// A small keep-alive HTTP client for the app on loopback: JSON in and out, the session cookie kept.
import { Agent, request } from 'node:http';

const REQUEST_TIMEOUT_MS = 30_000;

export interface HttpAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

export class HttpError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly answer: HttpAnswer,
  ) {
    super(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    this.name = 'HttpError';
  }
}

export class HttpClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });
  private cookie = '';

  constructor(readonly port: number) {}

  /** Signs in; every later request carries the session cookie. */
  async login(email: string, password: string): Promise<void> {
    const answer = await this.send('POST', '/api/auth/login', { email, password });
    if (answer.status >= 300) throw new HttpError('POST', '/api/auth/login', answer);
    const setCookie = answer.headers['set-cookie'] ?? [];
    const cookies = (Array.isArray(setCookie) ? setCookie : [setCookie]).map((value) => value.split(';')[0]);
    this.cookie = cookies.join('; ');
    if (!this.cookie) throw new Error('The login answered no session cookie');
  }

  /** The session cookie `login` received, for a request this client does not send (an upload). */
  get sessionCookie(): string {
    return this.cookie;
  }

  /** GET or POST expecting a 2xx answer; anything else throws an HttpError. */
  async json<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const answer = await this.send(method, path, body, headers);
    if (answer.status < 200 || answer.status >= 300) throw new HttpError(method, path, answer);
    return answer.body as T;
  }

  send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const allHeaders: Record<string, string> = { accept: 'application/json', ...headers };
    if (this.cookie) allHeaders['cookie'] = this.cookie;
    if (payload !== undefined) {
      allHeaders['content-type'] = 'application/json';
      allHeaders['content-length'] = String(Buffer.byteLength(payload));
    }
    return new Promise((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: this.port, method, path, headers: allHeaders, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, body: parseJson(text), headers: res.headers });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      // A request the app never answers fails the run instead of hanging it.
      req.setTimeout(REQUEST_TIMEOUT_MS, () =>
        req.destroy(new Error(`${method} ${path}: no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)),
      );
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
