// The OpenAPI 3.0 document, generated from the operations of @gym/domain: every path, parameter,
// body, answer and example comes from the one contract, with named schemas in `components`.
import {
  allApiOperations,
  API_TAGS,
  errorResponseSchema,
  REFUSAL_STATUS,
  refusalCodesOf,
  refusals,
  SESSION_COOKIE,
  type ApiOperation,
  type RefusalKind,
} from '@gym/domain';
import { z } from 'zod';
import { operationDescription } from './openapi-descriptions.js';
import { withNullableReferences } from './openapi-nullable.js';

type Json = Record<string, unknown>;

const COMMON_ERRORS: Readonly<Record<number, string>> = {
  400: 'Datos inválidos: el texto del catálogo y el campo',
  401: 'Sin sesión o con una sesión vencida',
  403: 'No permitido (una petición de otro sitio, o una acción que la cuenta no puede hacer)',
  404: 'No encontrado',
  409: 'Conflicto: ya existe, o otro cambio simultáneo persistió tras varios intentos',
  422: 'Una regla lo rechazó (p. ej. tiquetera agotada, clave de idempotencia reutilizada)',
  429: 'Demasiados intentos: espere (cabecera Retry-After)',
  503: 'El servidor no puede guardar cambios o se está reiniciando: inténtelo más tarde',
};

/** Converts a schema; named sub-schemas are collected into `definitions` and referenced. */
function toSchema(schema: z.ZodType, io: 'input' | 'output', definitions: Json): Json {
  const converted = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' });
  const json = JSON.parse(JSON.stringify(converted).replaceAll('"#/definitions/', '"#/components/schemas/')) as Json;
  const { definitions: found, $schema: _schema, id: _id, ...rest } = json as Json & { definitions?: Json };
  Object.assign(definitions, found ?? {});
  const id = z.globalRegistry.get(schema)?.id;
  if (typeof id !== 'string') return rest;
  const ref = `#/components/schemas/${id}`;
  // A named root comes back either whole or as a reference to its own definition (found above).
  if (rest['$ref'] !== ref) definitions[id] = rest;
  return { $ref: ref };
}

function errorStatuses(operation: ApiOperation): number[] {
  const statuses = new Set([...operation.errors, 403, 503]);
  if (operation.access !== 'public') statuses.add(401);
  return [...statuses].sort((a, b) => a - b);
}

function parameters(operation: ApiOperation, definitions: Json): Json[] {
  const path = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    description: 'Id (UUID); cualquier otra cosa responde 404',
    schema: { type: 'string', format: 'uuid' },
  }));
  const query = operation.query ? queryParameters(operation, definitions) : [];
  const header = operation.command
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'Un reintento con la misma clave no registra nada nuevo y responde como la primera vez',
          schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{8,128}$' },
        },
      ]
    : [];
  return [...path, ...query, ...header];
}

function queryParameters(operation: ApiOperation, definitions: Json): Json[] {
  const schema = toSchema(operation.query as z.ZodType, 'input', definitions) as {
    properties?: Record<string, Json>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    ...(typeof property['description'] === 'string' ? { description: property['description'] } : {}),
    schema: property,
    ...(operation.example.query?.[name] !== undefined ? { example: operation.example.query[name] } : {}),
  }));
}

/** How the body is sent: JSON, or a form with a file for an upload. */
export function requestMediaType(operation: ApiOperation): string {
  return operation.upload ? 'multipart/form-data' : 'application/json';
}

/** How the answer comes: JSON, JSON lines, or a file. */
export function responseMediaType(operation: ApiOperation): string {
  if (typeof operation.response === 'string') return operation.response;
  return operation.streamsLines ? 'application/x-ndjson' : 'application/json';
}

function responses(operation: ApiOperation, definitions: Json): Json {
  const success: Json = { description: 'OK' };
  const mediaType = responseMediaType(operation);
  if (typeof operation.response === 'string') {
    const schema = mediaType === 'text/csv' ? { type: 'string' } : { type: 'string', format: 'binary' };
    success['content'] = { [mediaType]: { schema, example: operation.example.response } };
  } else if (operation.response) {
    const schema = toSchema(operation.response, 'output', definitions);
    success['content'] = { [mediaType]: { schema, example: operation.example.response } };
  }
  const error = toSchema(errorResponseSchema, 'output', definitions);
  const failures = Object.fromEntries(
    errorStatuses(operation).map((status) => [
      String(status),
      {
        description: COMMON_ERRORS[status] ?? 'Error',
        content: { 'application/json': { schema: error, examples: refusalExamples(status) } },
      },
    ]),
  );
  return { [String(operation.status)]: success, ...failures };
}

/** Every catalogue refusal a status can carry, as an example answer each (the kinds of libs/domain's refusals). */
function refusalExamples(status: number): Json {
  const kinds = (Object.keys(REFUSAL_STATUS) as RefusalKind[]).filter((kind) => REFUSAL_STATUS[kind] === status);
  const codes = kinds.flatMap((kind) => refusalCodesOf(kind));
  return Object.fromEntries(
    codes.map((code) => [code, { value: { statusCode: status, code, message: refusals[code].text } }]),
  );
}

function operationObject(operation: ApiOperation, definitions: Json): Json {
  return {
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    description: operationDescription(operation),
    parameters: parameters(operation, definitions),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              [requestMediaType(operation)]: {
                schema: toSchema(operation.body, 'input', definitions),
                example: operation.example.body,
              },
            },
          },
        }
      : {}),
    responses: responses(operation, definitions),
    security: operation.access === 'public' ? [] : [{ session: [] }],
  };
}

export function openApiDocument(operations: readonly ApiOperation[] = allApiOperations): Json {
  const definitions: Json = {};
  const paths: Record<string, Json> = {};
  for (const operation of operations) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: operationObject(operation, definitions) };
  }
  const named = Object.fromEntries(Object.entries(definitions).sort(([a], [b]) => a.localeCompare(b)));
  const schemas = withNullableReferences(named, named);
  return {
    openapi: '3.0.3',
    info: {
      title: 'Gimnasio API',
      version: '1.0.0',
      description:
        'API del gimnasio: comandos que registran eventos y consultas de las pantallas. Los textos de error son ' +
        'los del catálogo en español. Toda escritura exige una petición del mismo origen.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({
      name,
      description: API_TAGS[name],
    })),
    paths: withNullableReferences(paths, named),
    components: {
      schemas,
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}
