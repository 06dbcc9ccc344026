// Graceful stop: once the gate closes (SIGTERM), every new request is refused with 503
// 'SERVER.SHUTTING_DOWN' while the requests already under way finish; `drained` says when the
// last of them has answered, so the process can close its stores and exit without losing one.
import type { ServerResponse } from 'node:http';
import { AppError } from './app-error.js';
import { errorBody } from './error.filter.js';

/** Seconds a refused client is told to wait: about what a restart takes. */
const RETRY_AFTER_SECONDS = 5;

export const SHUTTING_DOWN_ANSWER = errorBody(new AppError('SERVER.SHUTTING_DOWN'));

export class ShutdownGate {
  private closing = false;
  private inFlight = 0;
  private readonly idle = new Set<() => void>();

  /**
   * Counts the request in until Node's response ends; false once closing, with the refusal's headers
   * set on the response (its body is SHUTTING_DOWN_ANSWER with status 503).
   */
  admit(response: ServerResponse): boolean {
    if (this.closing) {
      response.setHeader('Connection', 'close');
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      return false;
    }
    this.inFlight += 1;
    let finished = false;
    const done = (): void => {
      if (finished) return;
      finished = true;
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const wake of [...this.idle]) wake();
    };
    // 'finish' when the answer is sent; 'close' also when the client went away first.
    response.once('finish', done);
    response.once('close', done);
    return true;
  }

  get isClosing(): boolean {
    return this.closing;
  }

  /** Requests being handled now. */
  get requestsInFlight(): number {
    return this.inFlight;
  }

  /** Refuses new requests from now on. */
  close(): void {
    this.closing = true;
  }

  /** Resolves true once no request is in flight, false if some still are after `timeoutMs`. */
  drained(timeoutMs: number): Promise<boolean> {
    if (this.inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        this.idle.delete(wake);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.idle.delete(wake);
        resolve(this.inFlight === 0);
      }, timeoutMs);
      this.idle.add(wake);
    });
  }
}
