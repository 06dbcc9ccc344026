// The HTTP side of a command table: one generated controller serving every row at its operation's
// method, path and status (`@Route`), with its R18 failure text. The guard reads the operation's
// permission; the request is checked in the order the API always checked it: Idempotency-Key
// (400), the path's one parameter (404 for an id, 400 for a day), the body (400).
import { Controller, Inject, Req, type Type } from '@nestjs/common';
import type { HttpRequest } from './http-exchange.js';
import { newId } from '../commands/new-id.js';
import type { CommandCall, CommandRoute, CommandTable } from '../commands/command-table.js';
import { commandContextOf, type SignedInStaff } from './command-context.js';
import { FailureText } from './failure-text.interceptor.js';
import { parseBody, uuidParam } from './http-input.js';
import { Route } from './route.decorator.js';

type RouteMethod = (request: HttpRequest) => Promise<unknown>;

export function commandController<D>(table: CommandTable<D>): Type<unknown> {
  @Controller()
  class CommandRoutes {
    constructor(@Inject(table.deps) readonly deps: D) {}
  }
  Object.defineProperty(CommandRoutes, 'name', { value: `${table.name}CommandRoutes` });
  const prototype = CommandRoutes.prototype as unknown as Record<string, RouteMethod>;
  for (const route of table.routes) {
    const name = route.operation.operationId;
    prototype[name] = function (this: CommandRoutes, request: HttpRequest) {
      return route.handle(callOf(table, route, request), this.deps);
    };
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name) as PropertyDescriptor;
    Req()(prototype, name, 0);
    Route(route.operation)(prototype, name, descriptor);
    FailureText(route.failure)(prototype, name, descriptor);
  }
  return CommandRoutes;
}

function callOf<D>(table: CommandTable<D>, route: CommandRoute<D>, request: HttpRequest): CommandCall {
  const context = commandContextOf(request);
  const { operation } = route;
  const param = /\{(\w+)\}/.exec(operation.path)?.[1];
  const raw = param === undefined ? undefined : String((request.params as Record<string, unknown>)[param]);
  const id =
    raw === undefined ? '' : table.parseId ? table.parseId(raw) : uuidParam(raw, route.notFound ?? table.notFound);
  const body: unknown = operation.body ? parseBody(operation.body, request.body) : undefined;
  const staff = (request as HttpRequest & { user: SignedInStaff }).user;
  return { id, body, staff, context, newId: (scope) => newId(context, scope) };
}
