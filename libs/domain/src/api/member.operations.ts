// The member operations: the list, the look-up before registering, a profile, and the commands on
// the member itself (register, edit, delete). Its money and freezes: membership.operations.ts; its
// attendance and measures: member-records.operations.ts.
import { z } from 'zod';
import { editMemberProfileRequest } from '../members/member.edit-profile.js';
import { recordAuthorizationRequest } from '../members/member.record-authorization.js';
import { registerMemberRequest } from '../members/member.register.js';
import { MEMBER_TEXT_LIMITS } from '../members/member.validation.js';
import { requestText } from '../request-text.js';
import { defineOperation, namedBody as body } from './api-operation.js';
import { EXAMPLE_MEMBER_ID, exampleListItem, exampleProfile } from './api-examples.js';
import {
  MEMBER_SORT_FIELDS,
  SORT_DIRECTIONS,
  memberMatchesSchema,
  memberPageSchema,
  memberProfileSchema,
  registerMemberResponseSchema,
} from './member.schemas.js';
import { choiceParam, pageQueryShape, planParam, searchParam } from './query-params.js';
import { commandResponseSchema } from './schema-primitives.js';

const position = { position: 1234 };

export const memberQueryShape = {
  search: searchParam.optional().describe('Texto a buscar en el nombre, el teléfono o la cédula (sin tildes)'),
  sort: choiceParam(MEMBER_SORT_FIELDS).default('name'),
  direction: choiceParam(SORT_DIRECTIONS).default('asc'),
  plan: planParam.optional().describe('Solo los usuarios de este plan (su id, R38); sin él, todos'),
};

/** R36: who is already registered with this name and phone (the add form asks before a second one). */
export const memberMatchesQuery = z.object({
  name: requestText()
    .max(MEMBER_TEXT_LIMITS.name, { error: 'REQUEST.INVALID' })
    .default('')
    .describe('El nombre escrito'),
  phone: requestText()
    .max(MEMBER_TEXT_LIMITS.phone, { error: 'REQUEST.INVALID' })
    .default('')
    .describe('El teléfono escrito; sin nombre o sin teléfono no hay coincidencias'),
});

export const memberOperations = {
  findMemberMatches: defineOperation({
    operationId: 'findMemberMatches',
    method: 'get',
    path: '/api/member-matches',
    tag: 'usuarios',
    summary:
      'R36: los usuarios con el mismo nombre (sin tildes ni mayúsculas) y los mismos dígitos de teléfono, antes de registrar otro',
    description:
      'The members with the same name (ignoring accents and case) and the same phone digits, so the add form can ask before registering a second one (R36).',
    access: 'staff',
    status: 200,
    query: memberMatchesQuery,
    response: memberMatchesSchema,
    errors: [400],
    example: {
      query: { name: 'Ana Pérez', phone: '300 123 4567' },
      response: { items: [exampleListItem] },
    },
  }),
  listMembers: defineOperation({
    operationId: 'listMembers',
    method: 'get',
    path: '/api/members',
    tag: 'usuarios',
    summary: 'Lista de usuarios: búsqueda por nombre, teléfono o cédula, orden y páginas',
    description: 'The member list: search by name, phone or cédula, sort, and pages.',
    access: 'staff',
    status: 200,
    query: z.object({ ...memberQueryShape, ...pageQueryShape }),
    response: memberPageSchema,
    errors: [400],
    example: {
      query: { search: 'ana', sort: 'expiresOn', direction: 'asc', page: '1', pageSize: '20' },
      response: { items: [exampleListItem], total: 1, page: 1, pageSize: 20 },
    },
  }),
  registerMember: defineOperation({
    operationId: 'registerMember',
    method: 'post',
    path: '/api/members',
    tag: 'usuarios',
    summary: 'Registra un usuario y, si pagó algo, su pago inicial (R10); la cédula no puede repetirse',
    description:
      'Registers a member and, when something was paid, the initial payment (R10). A cédula may not be registered twice.',
    access: 'staff',
    status: 201,
    command: true,
    body: body(registerMemberRequest, 'RegisterMemberRequest'),
    response: registerMemberResponseSchema,
    errors: [400, 409, 422],
    example: {
      body: {
        details: {
          name: 'Ana Pérez',
          address: 'Calle 10 # 5-20',
          phone: '3001234567',
          gender: 'female',
          birthday: '1994-07-15',
          cedula: '1.023.456.789',
        },
        plan: 'monthly',
        joinedOn: '2026-03-02',
        amountPaid: 80_000,
        method: 'nequi',
        reference: '300123',
      },
      response: { memberId: EXAMPLE_MEMBER_ID, ...position },
    },
  }),
  getMemberProfile: defineOperation({
    operationId: 'getMemberProfile',
    method: 'get',
    path: '/api/members/{id}',
    tag: 'usuarios',
    summary: "El perfil de un usuario con su estado, IMC, deuda y días de tiquetera ('Usuario no encontrado.')",
    description: "A member's profile: details, status, BMI, debt and the Tiquetera's days.",
    access: 'staff',
    status: 200,
    response: memberProfileSchema,
    errors: [404],
    example: { response: exampleProfile },
  }),
  editMemberProfile: defineOperation({
    operationId: 'editMemberProfile',
    method: 'patch',
    path: '/api/members/{id}',
    tag: 'usuarios',
    summary:
      "Guarda el formulario del perfil: un evento por cada clase de cambio (R8, R9); cambiar 'Pago realizado' (R25) o la fecha de ingreso (R33) es solo del Administrador",
    description:
      "Saves the profile form, one event for each kind of change (R8, R9). Changing 'Pago realizado' needs `members.correctAmountPaid` (R25) and the entry date `members.changeEntryDate` (R33): without them that part is refused with 403.",
    access: 'staff',
    status: 200,
    command: true,
    body: body(editMemberProfileRequest, 'EditMemberProfileRequest'),
    response: commandResponseSchema,
    errors: [400, 403, 404, 409, 422],
    example: { body: { details: { phone: '3109876543' }, plan: 'fortnight' }, response: position },
  }),
  deleteMember: defineOperation({
    operationId: 'deleteMember',
    method: 'delete',
    path: '/api/members/{id}',
    tag: 'usuarios',
    summary: 'Elimina un usuario (R22): sus pagos siguen contando; su historia sigue para auditoría',
    description:
      "Deletes a member (R22): the member's payments still count in the income and the history stays for auditing.",
    access: 'members.delete',
    status: 200,
    command: true,
    response: commandResponseSchema,
    errors: [404, 409],
    example: { response: position },
  }),
  recordMemberAuthorization: defineOperation({
    operationId: 'recordMemberAuthorization',
    method: 'post',
    path: '/api/members/{id}/authorization',
    tag: 'usuarios',
    summary:
      'Registra la autorización de tratamiento de datos del usuario (R47): datos personales (obligatoria), sensibles y recordatorios, y cómo la dio',
    description:
      "Records the member's authorisation to process their data (R47) under the data policy in force: personal data (required), sensitive data and reminders, and how it was given. The same answers under the same policy record nothing; withdrawing the sensitive-data authorisation is a revocation (R48), refused here with 422.",
    access: 'staff',
    status: 201,
    command: true,
    body: body(recordAuthorizationRequest, 'RecordAuthorizationRequest'),
    response: commandResponseSchema,
    errors: [400, 404, 409, 422],
    example: {
      body: { personal: true, sensitive: false, reminders: true, method: 'firma' },
      response: position,
    },
  }),
} as const;
