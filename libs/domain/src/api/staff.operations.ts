// The operations on staff accounts (R25): the Personal screen (Administrador) and 'Mi cuenta'.
import { changeOwnPasswordRequest, setStaffPasswordRequest } from '../staff/staff.change-password.js';
import { changeStaffRoleRequest } from '../staff/staff.change-role.js';
import { createStaffAccountRequest } from '../staff/staff.create-account.js';
import { defineOperation } from './api-operation.js';
import { emptyBodySchema } from './schema-primitives.js';
import { staffCommandResponseSchema, staffListSchema } from './staff.schemas.js';

const STAFF_ID = 'c0ffee00-1234-4abc-8def-0123456789ab';
const answered = { id: STAFF_ID, position: 1234 };

export const staffOperations = {
  listStaff: defineOperation({
    operationId: 'listStaff',
    method: 'get',
    path: '/api/staff',
    tag: 'personal',
    summary: 'Las cuentas del personal: correo, nombre, rol, activa o no y último ingreso',
    description:
      "The staff accounts for the 'Personal' screen: email, display name, role, whether enabled, and last sign-in.",
    access: 'staff.manage',
    status: 200,
    response: staffListSchema,
    errors: [],
    example: {
      response: {
        items: [
          {
            id: STAFF_ID,
            email: 'recepcion@migimnasio.co',
            displayName: 'Luisa',
            role: 'reception',
            active: true,
            createdAt: '2026-01-10T14:00:00.000Z',
            lastSignInAt: '2026-03-02T12:05:00.000Z',
          },
        ],
      },
    },
  }),
  createStaffAccount: defineOperation({
    operationId: 'createStaffAccount',
    method: 'post',
    path: '/api/staff',
    tag: 'personal',
    summary: 'Crea una cuenta del personal (correo, nombre, rol, contraseña)',
    description:
      'Creates a staff account with its email, display name, role and password. The email may not be in use already.',
    access: 'staff.manage',
    status: 201,
    command: true,
    body: createStaffAccountRequest,
    response: staffCommandResponseSchema,
    errors: [400, 409, 422],
    example: {
      body: { email: 'caja@migimnasio.co', displayName: 'Luis Gómez', password: 'otra-clave-larga', role: 'reception' },
      response: answered,
    },
  }),
  changeStaffPassword: defineOperation({
    operationId: 'changeStaffPassword',
    method: 'post',
    path: '/api/staff/{id}/password',
    tag: 'personal',
    summary: 'Fija la contraseña de otra cuenta del personal y cierra sus sesiones',
    description: "Sets the password of another staff account and ends that account's sessions.",
    access: 'staff.manage',
    status: 200,
    command: true,
    body: setStaffPasswordRequest,
    response: staffCommandResponseSchema,
    errors: [400, 404, 409, 422],
    example: { body: { password: 'una-clave-nueva-larga' }, response: answered },
  }),
  changeStaffRole: defineOperation({
    operationId: 'changeStaffRole',
    method: 'post',
    path: '/api/staff/{id}/role',
    tag: 'personal',
    summary:
      'Cambia el rol de una cuenta; al bajarla a Recepción sus sesiones terminan; siempre queda un Administrador',
    description:
      "Changes an account's role. Moving it to Recepción ends its sessions; there is always one Administrador left.",
    access: 'staff.manage',
    status: 200,
    command: true,
    body: changeStaffRoleRequest,
    response: staffCommandResponseSchema,
    errors: [400, 404, 409, 422],
    example: { body: { role: 'admin' }, response: answered },
  }),
  disableStaffAccount: defineOperation({
    operationId: 'disableStaffAccount',
    method: 'post',
    path: '/api/staff/{id}/disable',
    tag: 'personal',
    summary: 'Deshabilita una cuenta del personal y cierra sus sesiones (nunca el último Administrador)',
    description: 'Disables a staff account and ends its sessions; never the last Administrador.',
    access: 'staff.manage',
    status: 200,
    command: true,
    body: emptyBodySchema,
    response: staffCommandResponseSchema,
    errors: [400, 404, 409, 422],
    example: { body: {}, response: answered },
  }),
  enableStaffAccount: defineOperation({
    operationId: 'enableStaffAccount',
    method: 'post',
    path: '/api/staff/{id}/enable',
    tag: 'personal',
    summary: 'Vuelve a habilitar una cuenta del personal deshabilitada',
    description: 'Enables a disabled staff account again.',
    access: 'staff.manage',
    status: 200,
    command: true,
    body: emptyBodySchema,
    response: staffCommandResponseSchema,
    errors: [400, 404, 409, 422],
    example: { body: {}, response: answered },
  }),
  changeOwnPassword: defineOperation({
    operationId: 'changeOwnPassword',
    method: 'post',
    path: '/api/auth/password',
    tag: 'sesión',
    summary: 'Mi cuenta: cambia la contraseña propia dando la actual; las otras sesiones de la cuenta terminan',
    description:
      "'Mi cuenta': changes the signed-in account's password, given the current one; the account's other sessions end.",
    access: 'staff',
    status: 200,
    command: true,
    body: changeOwnPasswordRequest,
    response: staffCommandResponseSchema,
    errors: [400, 422, 429],
    example: { body: { currentPassword: 'una-clave-larga', newPassword: 'otra-clave-larga' }, response: answered },
  }),
} as const;
