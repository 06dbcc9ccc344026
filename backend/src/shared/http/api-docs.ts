// OpenAPI decorators for the member endpoints: bodies and answers described by their zod schemas.
import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOperation, ApiParam, ApiQuery, ApiResponse, type SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';
import { errorSchema } from '../../members/shared/api-schemas.js';

/** The OpenAPI 3.0 schema of a zod schema: what a client sends (`input`) or receives (`output`). */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): SchemaObject {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' });
  return json as SchemaObject;
}

const ERROR_TEXTS: Readonly<Record<number, string>> = {
  400: 'Datos inválidos: el texto del catálogo y el campo',
  403: "La cuenta no tiene permiso ('No tienes permiso para esta acción.'): no se registra nada",
  404: "Usuario no encontrado ('Usuario no encontrado.')",
  409: 'Conflicto: el usuario ya existe, o otro cambio simultáneo persistió tras varios intentos',
  422: 'Una regla lo rechazó (p. ej. tiquetera agotada, asistencia ya registrada hoy, clave de idempotencia reutilizada)',
};

export interface EndpointDoc {
  readonly summary: string;
  readonly status: number;
  readonly response: z.ZodType;
  readonly body?: z.ZodType;
  readonly errors?: readonly number[];
  readonly memberIdParam?: boolean;
  /** A command: accepts an Idempotency-Key header. */
  readonly command?: boolean;
  readonly query?: readonly { readonly name: string; readonly description: string }[];
}

/** One endpoint's documentation: summary, path id, query parameters, body, answer and errors. */
export function ApiEndpoint(doc: EndpointDoc): MethodDecorator {
  const decorators = [
    ApiOperation({ summary: doc.summary }),
    ApiResponse({ status: doc.status, description: 'OK', schema: openApiSchema(doc.response) }),
    ...(doc.errors ?? []).map((status) =>
      ApiResponse({ status, description: ERROR_TEXTS[status] ?? 'Error', schema: openApiSchema(errorSchema) }),
    ),
  ];
  if (doc.memberIdParam) decorators.push(ApiParam({ name: 'id', description: 'Id del usuario (UUID)' }));
  if (doc.command) {
    const description = 'Un reintento con la misma clave no registra nada nuevo y responde como la primera vez';
    decorators.push(ApiHeader({ name: 'Idempotency-Key', required: false, description }));
  }
  if (doc.body) decorators.push(ApiBody({ schema: openApiSchema(doc.body, 'input') }));
  for (const { name, description } of doc.query ?? []) {
    decorators.push(ApiQuery({ name, description, required: false, type: String }));
  }
  return applyDecorators(...decorators);
}

export const PAGE_QUERY = [
  { name: 'page', description: 'Página, desde 1' },
  { name: 'pageSize', description: 'Tamaño de página, hasta 100 (por defecto 20)' },
] as const;
