// Operations around the session and the app itself: sign-in, the public settings, health, rebuilds.
import { changeOwnDisplayNameRequest } from '../staff/staff.change-display-name.js';
import { defineOperation } from './api-operation.js';
import { emptyBodySchema } from './schema-primitives.js';
import {
  healthSchema,
  loginRequestSchema,
  rebuildRequestSchema,
  rebuildResponseSchema,
  settingsViewSchema,
} from './session.schemas.js';
import { signedInAccountSchema, staffCommandResponseSchema } from './staff.schemas.js';

const STAFF_ID = 'c0ffee00-1234-4abc-8def-0123456789ab';
const exampleAccount = {
  id: STAFF_ID,
  email: 'recepcion@migimnasio.co',
  displayName: 'Luisa',
  role: 'reception' as const,
};

export const sessionOperations = {
  login: defineOperation({
    operationId: 'login',
    method: 'post',
    path: '/api/auth/login',
    tag: 'sesión',
    summary: 'Inicia sesión con correo y contraseña; la sesión queda en la cookie httpOnly gym_session',
    description:
      'Signs a staff member in with email and password. The session is set in the httpOnly `gym_session` cookie and the answer is the signed-in account.',
    access: 'public',
    status: 200,
    body: loginRequestSchema,
    response: signedInAccountSchema,
    errors: [400, 401, 429],
    example: { body: { email: 'recepcion@migimnasio.co', password: 'una-clave-larga' }, response: exampleAccount },
  }),
  logout: defineOperation({
    operationId: 'logout',
    method: 'post',
    path: '/api/auth/logout',
    tag: 'sesión',
    summary:
      'Cierra la sesión: borra la cookie y la anula en el servidor hasta su vencimiento; sin sesión válida solo borra la cookie',
    description:
      'Signs out: clears the cookie and revokes the session on the server until it would have expired. Without a valid session it only clears the cookie.',
    access: 'public',
    status: 204,
    errors: [],
    example: {},
  }),
  endAllSessions: defineOperation({
    operationId: 'endAllSessions',
    method: 'post',
    path: '/api/auth/sessions/end-all',
    tag: 'sesión',
    summary: 'Mi cuenta: cierra todas las sesiones de la cuenta, también esta (borra la cookie)',
    description: "'Mi cuenta': ends every session of the signed-in account, this one included, and clears the cookie.",
    access: 'staff',
    status: 200,
    command: true,
    body: emptyBodySchema,
    response: staffCommandResponseSchema,
    errors: [400],
    example: { body: {}, response: { id: STAFF_ID, position: 1234 } },
  }),
  changeOwnDisplayName: defineOperation({
    operationId: 'changeOwnDisplayName',
    method: 'post',
    path: '/api/auth/display-name',
    tag: 'sesión',
    summary: 'Mi cuenta: el nombre de la cuenta con la sesión abierta, el que muestran recibos e historiales',
    description:
      "'Mi cuenta': changes the display name of the signed-in account, the name receipts and histories show.",
    access: 'staff',
    status: 200,
    command: true,
    body: changeOwnDisplayNameRequest,
    response: staffCommandResponseSchema,
    errors: [400, 409],
    example: { body: { displayName: 'Marta Ruiz' }, response: { id: STAFF_ID, position: 1234 } },
  }),
  me: defineOperation({
    operationId: 'me',
    method: 'get',
    path: '/api/auth/me',
    tag: 'sesión',
    summary: 'La cuenta del personal con la sesión abierta',
    description: 'The staff account of the session: id, email, display name and role.',
    access: 'staff',
    status: 200,
    response: signedInAccountSchema,
    errors: [],
    example: { response: exampleAccount },
  }),
  getSettings: defineOperation({
    operationId: 'getSettings',
    method: 'get',
    path: '/api/settings',
    tag: 'sesión',
    summary:
      'Lo que la página de inicio de sesión necesita antes de entrar: nombre del gimnasio, zona horaria y direcciones',
    description:
      "What the sign-in page needs before anyone signs in: the gym's name and time zone, and (R51) the public address the cards name and the app's own addresses a card's QR may name.",
    access: 'public',
    status: 200,
    response: settingsViewSchema,
    errors: [],
    example: {
      response: {
        gymName: 'Gimnasio',
        timeZone: 'America/Bogota',
        publicUrl: null,
        siteAddresses: ['http://localhost:3000'],
      },
    },
  }),
  health: defineOperation({
    operationId: 'health',
    method: 'get',
    path: '/api/health',
    tag: 'operación',
    summary:
      'Estado de la app; al personal también los almacenes, la cabeza del registro y el retraso de cada proyección',
    description:
      "The app's health. Anyone gets `status`; a signed-in account also gets the stores, the head of the event log and each projection's lag.",
    access: 'public',
    status: 200,
    response: healthSchema,
    errors: [],
    example: { response: { status: 'ok' } },
  }),
  rebuildProjections: defineOperation({
    operationId: 'rebuildProjections',
    method: 'post',
    path: '/api/admin/projections/rebuild',
    tag: 'operación',
    summary: 'Reconstruye proyecciones (todas si no se indican) sin detener la app; el avance en /api/health',
    description:
      'Rebuilds the named projections (every one when none is named) while the app keeps running; the progress shows in `/api/health`.',
    access: 'projections.rebuild',
    status: 202,
    body: rebuildRequestSchema,
    response: rebuildResponseSchema,
    errors: [400],
    example: { body: { projections: ['members'] }, response: { started: ['members'] } },
  }),
} as const;
