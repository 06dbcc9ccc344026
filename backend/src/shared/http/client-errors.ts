// Requests Node's HTTP parser refuses before any middleware (a URL or headers past 16 KB, broken
// HTTP, a request that never finishes arriving) get the same JSON error body, with its Spanish
// text, as everything the app refuses; Node's own answer would be a bare status line.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { message, type MessageKey } from '@gym/domain';

function answerFor(code: string | undefined): { readonly status: number; readonly key: MessageKey } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, key: 'REQUEST.TOO_LARGE' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, key: 'REQUEST.TIMEOUT' };
  return { status: 400, key: 'REQUEST.INVALID' };
}

/** Node's 'clientError' listener (Fastify takes it as its `clientErrorHandler`). */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, key } = answerFor(error.code);
  const body = JSON.stringify({ statusCode: status, code: key, message: message(key) });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
