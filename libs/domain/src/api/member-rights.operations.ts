// R48: the member's rights an Administrador exercises for one member — the revocation of the
// sensitive-data authorisation, the supresión, and the report of everything the gym holds.
import { revokeSensitiveAuthorizationRequest } from '../members/member.revoke-sensitive.js';
import { suppressMemberRequest } from '../members/member.suppress.js';
import { defineOperation, namedBody as body, XLSX_MEDIA_TYPE } from './api-operation.js';
import { memberDataReportSchema, exampleDataReport } from './member-rights.schemas.js';
import { commandResponseSchema } from './schema-primitives.js';

export const memberRightsOperations = {
  revokeSensitiveAuthorization: defineOperation({
    operationId: 'revokeSensitiveAuthorization',
    method: 'post',
    path: '/api/members/{id}/sensitive-authorization/revocation',
    tag: 'usuarios',
    summary:
      'R48: revoca la autorización de datos sensibles del usuario, con un motivo; borra ya su peso, estatura, IMC y medidas',
    description:
      "R48 (b): records the revocation of the member's sensitive-data authorisation with its reason (5–200 characters). Weight, height, IMC and body measurements are erased from every read model at once, and the server refuses health data for the member until a new authorisation says yes (R47).",
    access: 'members.rights',
    status: 201,
    command: true,
    body: body(revokeSensitiveAuthorizationRequest, 'RevokeSensitiveAuthorizationRequest'),
    response: commandResponseSchema,
    errors: [400, 404, 422],
    example: { body: { reason: 'El titular lo pidió por escrito' }, response: { position: 1234 } },
  }),
  suppressMember: defineOperation({
    operationId: 'suppressMember',
    method: 'post',
    path: '/api/members/{id}/suppression',
    tag: 'usuarios',
    summary:
      "R48: supresión de los datos personales del usuario (motivo y su nombre escrito otra vez); irreversible, los pagos quedan como 'Titular suprimido'",
    description:
      "R48 (c): a supresión. Asks a reason (5–200 characters) and the member's name typed again (accents and case aside; a wrong one is refused with 400 and nothing is appended). The member's personal data is blanked in every read model, its cédula is free for a new member, and its payments stay under 'Titular suprimido'. Irreversible; a second one is refused with 422.",
    access: 'members.rights',
    status: 201,
    command: true,
    body: body(suppressMemberRequest, 'SuppressMemberRequest'),
    response: commandResponseSchema,
    errors: [400, 404, 422],
    example: { body: { reason: 'Reclamo del titular', name: 'Ana Pérez' }, response: { position: 1234 } },
  }),
  getMemberDataReport: defineOperation({
    operationId: 'getMemberDataReport',
    method: 'get',
    path: '/api/members/{id}/data-report',
    tag: 'usuarios',
    summary:
      'R48: el reporte de todo lo que el gimnasio tiene del usuario: datos personales y de salud, plan, pagos, visitas, medidas, autorizaciones y solicitudes',
    description:
      "R48 (a): everything the gym holds on one member, in one answer: personal and health data, plan, payments, visits, body measurements, the authorisation and the data requests. A suppressed member's report holds only the money and the supresión.",
    access: 'members.rights',
    status: 200,
    response: memberDataReportSchema,
    errors: [404],
    example: { response: exampleDataReport },
  }),
  downloadMemberDataReport: defineOperation({
    operationId: 'downloadMemberDataReport',
    method: 'get',
    path: '/api/members/{id}/data-report.xlsx',
    tag: 'usuarios',
    summary: 'R48: el reporte de datos del titular en un .xlsx, una hoja por tema',
    description:
      "R48 (a): the member's data report as one .xlsx: the personal and health data, plan and authorisation, then one sheet each for payments, visits, measurements and data requests.",
    access: 'members.rights',
    status: 200,
    response: XLSX_MEDIA_TYPE,
    errors: [404],
    example: { response: '(archivo .xlsx)' },
  }),
} as const;
