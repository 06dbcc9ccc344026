// An error the API answers with a catalogue code, its Spanish text and an HTTP status.
import { message, type MessageKey } from '@gym/domain';

export class AppError extends Error {
  constructor(
    readonly code: MessageKey,
    readonly status: number,
    readonly params: Readonly<Record<string, string | number>> = {},
    readonly field?: string,
  ) {
    super(message(code, params));
    this.name = 'AppError';
  }
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  readonly statusCode: number;
  readonly code: MessageKey;
  readonly message: string;
  readonly field?: string;
}
