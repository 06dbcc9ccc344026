// An error the API answers with a catalogue code, its Spanish text and the HTTP status of the code's
// kind (declared once, in libs/domain's refusals). A route's unexpected failure answers 500 with
// its own text (R18) through `AppError.failure`.
import { message, refusalStatus, type MessageKey, type RefusalCode } from '@gym/domain';

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: RefusalCode,
    readonly params: Readonly<Record<string, string | number>> = {},
    readonly field?: string,
  ) {
    super(message(code, params));
    this.name = 'AppError';
    this.status = refusalStatus(code);
  }

  /** A failure for no reason of the request: 500 with the route's own text ('Error al agregar…'). */
  static failure(code: MessageKey, cause?: unknown): AppFailure {
    return new AppFailure(code, cause);
  }
}

/** 500 with a catalogue text that is not a refusal (R18); the cause is logged by the error filter. */
export class AppFailure extends Error {
  readonly status = 500;

  constructor(
    readonly code: MessageKey,
    cause?: unknown,
  ) {
    super(message(code), { cause });
    this.name = 'AppFailure';
  }
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  readonly statusCode: number;
  readonly code: MessageKey;
  readonly message: string;
  readonly field?: string;
}
