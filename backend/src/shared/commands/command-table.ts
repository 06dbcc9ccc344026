// One table of commands per aggregate: each row names its API operation (path, body, answer and
// permission, from libs/domain/src/api), builds the command from the request and the signed-in
// staff, and says what to answer. The one write loop (`CommandRunner`) decides and appends; the
// routes are generated from the table (`commandController`), so a new command is one row.
import type { ApiOperation, ApiShape, MessageKey, RefusalCode } from '@gym/domain';
import type { InjectionToken } from '@nestjs/common';
import type { z } from 'zod';
import type { CommandContext, SignedInStaff } from '../http/command-context.js';
import type { CommandRequest, CommandResult } from './command-runner.types.js';

/** What a route takes from its request, checked: the path's id, the body, who sends it. */
export interface CommandCall<B = unknown> {
  /**
   * The path's one parameter (`{id}`, `{paymentId}`, `{date}`): a UUID (anything else answered 404
   * before) or as the table's `parseId` reads it; '' on a route without one.
   */
  readonly id: string;
  /** The body parsed by the operation's schema. */
  readonly body: B;
  readonly staff: SignedInStaff;
  readonly context: CommandContext;
  /** An id for a record the command creates; with an Idempotency-Key a retry gets the same one. */
  readonly newId: (scope: string) => string;
}

/** One row, ready for the HTTP layer: its operation, its R18 failure text, and the work. */
export interface CommandRoute<D> {
  readonly operation: ApiOperation;
  /** R18: what an unexpected failure of this route answers ('Error al registrar el pago. …'). */
  readonly failure: MessageKey;
  /** The text a path id that cannot name anything answers, when not the table's (e.g. 'Pago no encontrado.'). */
  readonly notFound?: RefusalCode;
  readonly handle: (call: CommandCall, deps: D) => Promise<unknown>;
}

export interface CommandTable<D> {
  /** Names the generated controller (e.g. `MemberCommandRoutes`). */
  readonly name: string;
  /** The text a path id that cannot name anything answers (404). */
  readonly notFound: RefusalCode;
  /** How the path's one parameter is read, when it is not a UUID (a day); throws the refusal. */
  readonly parseId?: (raw: string) => string;
  /** The provider of what the rows use (`D`): the aggregate's runner and any helper. */
  readonly deps: InjectionToken;
  readonly routes: readonly CommandRoute<D>[];
}

/** Where an aggregate's commands go: its runner, and the stream each command is decided on. */
export interface AggregateWrites<S, C, E> {
  readonly runner: { handle(request: CommandRequest<S, C>): Promise<CommandResult<S, E>> };
  streamOf(command: C): string;
}

type BodyOf<O> = O extends ApiOperation<z.ZodType, infer B> ? z.output<B> : never;
type AnswerOf<O> = O extends ApiOperation<z.ZodType, z.ZodType, infer R> ? ApiShape<R> : never;

/** What a decided command gives the row's `answer`. */
export interface Decided<S, C, E> {
  readonly command: C;
  readonly result: CommandResult<S, E>;
}

interface DecideRow<O, D, S, C, E> {
  readonly failure: MessageKey;
  readonly notFound?: RefusalCode;
  readonly command: (call: CommandCall<BodyOf<O>>, deps: D) => C | Promise<C>;
  readonly answer: (decided: Decided<S, C, E>) => AnswerOf<O>;
}

interface HandleRow<O, D> {
  readonly failure: MessageKey;
  readonly notFound?: RefusalCode;
  /** Real work beside `decide` (a cédula held while the member gets it, a password hashed). */
  readonly handle: (call: CommandCall<BodyOf<O>>, deps: D) => Promise<AnswerOf<O>>;
}

/**
 * The row builders of one aggregate: `decide` for a row whose work is the write loop alone,
 * `handle` for one with real work beside it. `writesOf` finds the aggregate's runner in `D`.
 */
export function commandRows<D, S, C, E>(writesOf: (deps: D) => AggregateWrites<S, C, E>) {
  return {
    /** `K`: the command this row builds (one member of the aggregate's union), so `answer` reads its fields. */
    decide<O extends ApiOperation, K extends C>(operation: O, row: DecideRow<O, D, S, K, E>): CommandRoute<D> {
      return {
        operation,
        failure: row.failure,
        ...(row.notFound ? { notFound: row.notFound } : {}),
        handle: async (call, deps) => {
          const command = await row.command(call as CommandCall<BodyOf<O>>, deps);
          // Decided on its aggregate's stream on behalf of whoever sent the request (R23).
          const writes = writesOf(deps);
          const result = await writes.runner.handle({ ...call.context, streamId: writes.streamOf(command), command });
          return row.answer({ command, result });
        },
      };
    },
    handle<O extends ApiOperation>(operation: O, row: HandleRow<O, D>): CommandRoute<D> {
      return {
        operation,
        failure: row.failure,
        ...(row.notFound ? { notFound: row.notFound } : {}),
        handle: (call, deps) => row.handle(call as CommandCall<BodyOf<O>>, deps),
      };
    },
  };
}
