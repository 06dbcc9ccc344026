// R44: 'Eliminados', the members an Administrador deleted, with who and when, and 'Restaurar', which
// brings one back with everything as it was.
import { z } from 'zod';
import { defineOperation } from './api-operation.js';
import { EXAMPLE_MEMBER_ID } from './api-examples.js';
import { pageQueryShape, searchParam } from './query-params.js';
import { type ApiShape, commandResponseSchema, instant, pageOf, uuid } from './schema-primitives.js';

export const deletedMemberSchema = z
  .object({
    id: uuid,
    name: z.string(),
    phone: z.string(),
    cedula: z.string().nullable().describe('La cédula que tenía al eliminarlo, sin puntos; null si no tenía'),
    deletedAt: instant.describe('Cuándo lo eliminaron (R23)'),
    deletedBy: z.string().describe('Id de la cuenta que lo eliminó'),
    deletedByName: z.string().describe('Nombre de la cuenta que lo eliminó'),
  })
  .meta({ id: 'DeletedMember' });
export const deletedMemberPageSchema = pageOf(deletedMemberSchema).meta({ id: 'DeletedMemberPage' });

export type DeletedMember = ApiShape<typeof deletedMemberSchema>;
export type DeletedMemberPage = ApiShape<typeof deletedMemberPageSchema>;

export const memberRestoreOperations = {
  listDeletedMembers: defineOperation({
    operationId: 'listDeletedMembers',
    method: 'get',
    path: '/api/deleted-members',
    tag: 'usuarios',
    summary: "R44: 'Eliminados', los usuarios eliminados, el último primero, con quién y cuándo los eliminó",
    description: "R44: 'Eliminados', the deleted members, the latest first, with who deleted each and when.",
    access: 'members.restore',
    status: 200,
    query: z.object({ search: searchParam.optional(), ...pageQueryShape }),
    response: deletedMemberPageSchema,
    errors: [400],
    example: {
      response: {
        items: [
          {
            id: EXAMPLE_MEMBER_ID,
            name: 'Ana Pérez',
            phone: '3001234567',
            cedula: '1023456789',
            deletedAt: '2026-03-02T15:30:00.000Z',
            deletedBy: 'c0ffee00-1234-4abc-8def-0123456789ab',
            deletedByName: 'Luisa',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    },
  }),
  restoreMember: defineOperation({
    operationId: 'restoreMember',
    method: 'post',
    path: '/api/members/{id}/restore',
    tag: 'usuarios',
    summary:
      "R44: 'Restaurar' un usuario eliminado, con todo como estaba; se niega si su cédula es ahora de otro usuario (lo nombra)",
    description:
      'R44: restores a deleted member with everything as it was (an event). Refused with 409 naming the other member when its cédula now belongs to someone else; nothing is appended then.',
    access: 'members.restore',
    status: 200,
    command: true,
    response: commandResponseSchema,
    errors: [404, 409],
    example: { response: { position: 1234 } },
  }),
} as const;
