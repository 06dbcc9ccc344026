// R52: the member's photo — 'Tomar foto' / 'Subir foto' on the add form and the profile, the image the
// desk's screens show, and 'Borrar foto'. The photo is sensitive data (R47): stored only with the
// member's sensitive-data authorisation, erased by a revocation or a supresión (R48).
import { z } from 'zod';
import { defineOperation } from './api-operation.js';
import { MEMBER_PHOTO_UPLOAD } from './member-photo.limits.js';
import { commandResponseSchema } from './schema-primitives.js';

/** The upload as the OpenAPI document describes it. */
export const memberPhotoUpload = z
  .object({
    photo: z.string().meta({ format: 'binary', description: 'JPEG, PNG o WebP, hasta 5 MB' }),
  })
  .meta({ id: 'MemberPhotoUpload' });

export const memberPhotoQuery = z.object({
  v: z
    .string()
    .max(64)
    .optional()
    .describe('Cualquier texto (la versión de la foto que la pantalla conoce): solo cambia la dirección'),
});

export const memberPhotoOperations = {
  setMemberPhoto: defineOperation({
    operationId: 'setMemberPhoto',
    method: 'post',
    path: '/api/members/{id}/photo',
    tag: 'usuarios',
    summary:
      "R52: guarda la foto del usuario ('Tomar foto' o 'Subir foto'): JPEG, PNG o WebP hasta 5 MB, guardada a 512 px como WebP; solo con autorización de datos sensibles",
    description:
      "R52: stores the member's photo. The body is multipart/form-data with `photo` (JPEG, PNG or WebP up to 5 MB). The server reads the type from the content (never the name or the declared type), refuses an image of more than 40 megapixels before decoding it, resizes it to at most 512 px, re-encodes it as WebP (no EXIF, no metadata) and keeps it outside the event log (DATA_DIR/photos, or GridFS with MongoDB); the member's event holds its id and SHA-256. The photo it replaces is deleted. 422 without the member's sensitive-data authorisation (R47).",
    access: 'staff',
    status: 201,
    command: true,
    body: memberPhotoUpload,
    upload: MEMBER_PHOTO_UPLOAD,
    response: commandResponseSchema,
    errors: [400, 404, 413, 422],
    example: { body: { photo: 'foto.jpg' }, response: { position: 1234 } },
  }),
  getMemberPhoto: defineOperation({
    operationId: 'getMemberPhoto',
    method: 'get',
    path: '/api/members/{id}/photo',
    tag: 'usuarios',
    summary: 'R52: la foto del usuario (WebP, a lo sumo 512 px); nunca se guarda en caché',
    description:
      "R52: the member's photo as stored (image/webp, at most 512 px), for the signed-in desk: `Cache-Control: no-store`, `X-Content-Type-Options: nosniff`. 404 when the member has none (or no longer may: a revocation or a supresión erased it).",
    access: 'staff',
    status: 200,
    query: memberPhotoQuery,
    response: 'image/webp',
    errors: [404],
    example: { response: '(imagen WebP)' },
  }),
  removeMemberPhoto: defineOperation({
    operationId: 'removeMemberPhoto',
    method: 'delete',
    path: '/api/members/{id}/photo',
    tag: 'usuarios',
    summary: "R52: 'Borrar foto': borra la foto del usuario del servidor",
    description: "R52: 'Borrar foto': records the removal and deletes the stored image. 404 when the member has none.",
    access: 'staff',
    status: 200,
    command: true,
    response: commandResponseSchema,
    errors: [404],
    example: { response: { position: 1234 } },
  }),
} as const;
