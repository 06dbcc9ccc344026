// The one place errors become HTTP answers: a status, a catalogue code and its Spanish text.
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { HttpServer } from '@nestjs/common';
import { message, type MessageKey } from '@gym/domain';
import { ConcurrencyError, EventStoreUnavailableError } from '../event-store/event-store.port.js';
import type { AppLogger } from '../logging/logger.js';
import { AppError, AppFailure, type ErrorBody } from './app-error.js';

const CODE_BY_STATUS: Readonly<Record<number, MessageKey>> = {
  400: 'REQUEST.INVALID',
  401: 'AUTH.UNAUTHORIZED',
  403: 'AUTH.UNAUTHORIZED',
  404: 'REQUEST.NOT_FOUND',
  409: 'REQUEST.CONFLICT',
  413: 'REQUEST.TOO_LARGE',
  415: 'REQUEST.JSON_ONLY',
  429: 'AUTH.TOO_MANY_ATTEMPTS',
  503: 'SERVER.UNAVAILABLE',
};

export function errorBody(error: unknown): ErrorBody {
  if (error instanceof AppError) {
    return { statusCode: error.status, code: error.code, message: error.message, field: error.field };
  }
  if (error instanceof AppFailure) return { statusCode: error.status, code: error.code, message: error.message };
  if (error instanceof EventStoreUnavailableError) return body(HttpStatus.SERVICE_UNAVAILABLE, 'SERVER.UNAVAILABLE');
  if (error instanceof ConcurrencyError) return body(HttpStatus.CONFLICT, 'REQUEST.CONFLICT');
  const status = statusOf(error);
  return body(status, CODE_BY_STATUS[status] ?? (status >= 500 ? 'SERVER.ERROR' : 'REQUEST.INVALID'));
}

function statusOf(error: unknown): number {
  if (error instanceof HttpException) return error.getStatus();
  // Body parsing errors (bad JSON, too large, wrong charset) carry their status.
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

function body(statusCode: number, code: MessageKey): ErrorBody {
  return { statusCode, code, message: message(code) };
}

@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(
    private readonly logger: AppLogger,
    /** The HTTP adapter: it writes the answer on the reply. */
    private readonly http: HttpServer,
  ) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const response: unknown = host.switchToHttp().getResponse();
    const answer = errorBody(error);
    if (answer.statusCode >= 500) this.logger.error({ err: error }, 'request failed');
    if (this.http.isHeadersSent(response)) return;
    this.http.reply(response, answer, answer.statusCode);
  }
}
