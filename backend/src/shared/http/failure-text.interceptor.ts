// R18: a command that fails for no reason of the request's answers its route's own Spanish text
// ('Error al agregar el usuario. …') instead of a generic one; refusals and 503s pass unchanged.
import { type CallHandler, type ExecutionContext, type NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { MessageKey } from '@gym/domain';
import { catchError, type Observable, throwError } from 'rxjs';
import { AppError } from './app-error.js';
import { errorBody } from './error.filter.js';

class FailureTextInterceptor implements NestInterceptor {
  constructor(private readonly code: MessageKey) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((error: unknown) => throwError(() => this.failure(error))));
  }

  private failure(error: unknown): unknown {
    if (errorBody(error).statusCode !== 500) return error;
    return AppError.failure(this.code, error); // the cause is logged by the error filter
  }
}

/** On a command controller: the R18 text its unexpected failures answer. */
export const FailureText = (code: MessageKey): ClassDecorator & MethodDecorator =>
  UseInterceptors(new FailureTextInterceptor(code));
