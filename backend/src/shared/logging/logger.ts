// JSON logs (pino) for the app and for Nest's own messages, one line per entry.
import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

export type AppLogger = Logger;

export function createLogger(level: string): AppLogger {
  return pino({
    level,
    base: { app: 'gimnasio' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.currentPassword',
        '*.newPassword',
      ],
      censor: '[oculto]',
    },
  });
}

/** Routes Nest's logger through pino so every line is JSON. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: AppLogger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, stackOrContext?: string, context?: string): void {
    this.logger.error(
      { context: context ?? stackOrContext, stack: context ? stackOrContext : undefined },
      String(message),
    );
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
