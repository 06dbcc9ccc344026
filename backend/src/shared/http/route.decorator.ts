// `@Route(apiOperations.x)`: serves a handler at its operation's method and path with its success
// status, and records the operation on the handler, so the guard knows who may call it and the
// OpenAPI document describes exactly what is served.
import { applyDecorators, Delete, Get, HttpCode, Patch, Post, SetMetadata } from '@nestjs/common';
import type { ApiOperation, HttpMethod } from '@gym/domain';

export const API_OPERATION = 'gym:api-operation';

const METHOD_DECORATORS: Readonly<Record<HttpMethod, (path: string) => MethodDecorator>> = {
  get: Get,
  post: Post,
  patch: Patch,
  delete: Delete,
};

/** `/api/members/{id}` → `members/:id` (the `api` prefix is global). */
export function nestPath(operation: Pick<ApiOperation, 'path'>): string {
  return operation.path.replace(/^\/api\//, '').replace(/\{(\w+)\}/g, ':$1');
}

export function Route(operation: ApiOperation): MethodDecorator {
  return applyDecorators(
    METHOD_DECORATORS[operation.method](nestPath(operation)),
    HttpCode(operation.status),
    SetMetadata(API_OPERATION, operation),
  );
}
