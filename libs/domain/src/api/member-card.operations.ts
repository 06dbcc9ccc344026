// R51: the member's card — 'Carnet' on the profile (give it, show it again, 'Renovar carnet') and the
// card's own page, which the QR opens on the member's phone without signing in.
import { z } from 'zod';
import { defineOperation } from './api-operation.js';
import { EXAMPLE_MEMBER_ID } from './api-examples.js';
import { type ApiShape, commandResponseSchema, instant, isoDate as day } from './schema-primitives.js';

export const memberCardSchema = z
  .object({
    memberId: z.string(),
    token: z.string().describe('El token del carnet: 32 caracteres base64url, no adivinable'),
    path: z.string().describe("La dirección del carnet en el sitio del gimnasio ('/m/{token}'); el QR la lleva"),
    issuedAt: instant,
  })
  .meta({ id: 'MemberCard' });

export const cardPageSchema = z
  .object({
    gym: z.string(),
    firstName: z.string(),
    plan: z.string().describe('El nombre del plan'),
    expiresOn: day.nullable().describe('Vencimiento; null en un plan por visitas sin usar'),
    visitsLeft: z.int().nullable().describe('Visitas que quedan de un plan por visitas; null en uno por tiempo'),
    debt: z.int(),
    payments: z
      .array(z.object({ paidOn: day, amount: z.int(), voided: z.boolean() }))
      .describe('Los últimos cinco pagos, el más nuevo primero'),
  })
  .meta({ id: 'CardPage' });

export type MemberCard = ApiShape<typeof memberCardSchema>;
export type CardPage = ApiShape<typeof cardPageSchema>;

const EXAMPLE_TOKEN = 'q3Zr9XkT0bVd2LmN8pQs4WyE6uHc1FjA';

export const memberCardOperations = {
  issueMemberCard: defineOperation({
    operationId: 'issueMemberCard',
    method: 'post',
    path: '/api/members/{id}/card',
    tag: 'usuarios',
    summary:
      "R51: 'Carnet': da al usuario su carnet (cualquier cuenta) o lo renueva ('Renovar carnet', solo Administrador): el anterior deja de valer en ese momento",
    description:
      "R51: gives the member a card with a new unguessable token (any account), or replaces it ('Renovar carnet': Administrador only, 403 for Recepción), which ends the old token at once. The event holds only the token's SHA-256.",
    access: 'staff',
    status: 200,
    command: true,
    response: commandResponseSchema,
    errors: [403, 404],
    example: { response: { position: 1234 } },
  }),
  getMemberCard: defineOperation({
    operationId: 'getMemberCard',
    method: 'get',
    path: '/api/members/{id}/card',
    tag: 'usuarios',
    summary: "R51: el carnet del usuario para imprimirlo o compartirlo: su token y su dirección '/m/{token}'",
    description:
      "R51: the member's current card, to print or share: its token and its address '/m/{token}'. 404 when none was given.",
    access: 'staff',
    status: 200,
    response: memberCardSchema,
    errors: [404],
    example: {
      response: {
        memberId: EXAMPLE_MEMBER_ID,
        token: EXAMPLE_TOKEN,
        path: `/m/${EXAMPLE_TOKEN}`,
        issuedAt: '2026-03-02T15:30:00.000Z',
      },
    },
  }),
  getCardPage: defineOperation({
    operationId: 'getCardPage',
    method: 'get',
    path: '/api/cards/{token}',
    tag: 'usuarios',
    summary:
      "R51: lo que muestra el carnet en el teléfono del usuario, sin iniciar sesión: gimnasio, nombre, plan, vencimiento o visitas, deuda y últimos cinco pagos; 'Este carnet no es válido.' para cualquier otro token",
    description:
      "R51: the card's page for the member's phone, without signing in: the gym, the member's first name, plan, expiry or visits left, debt and last five payments, nothing else. Never cached (`Cache-Control: no-store`) nor indexed (`X-Robots-Tag: noindex`). A malformed, guessed, old or deleted member's token answers the same 404 'Este carnet no es válido.'; requests are limited per address (429).",
    access: 'public',
    status: 200,
    response: cardPageSchema,
    errors: [404, 429],
    example: {
      response: {
        gym: 'Gimnasio',
        firstName: 'Ana',
        plan: 'Mensualidad',
        expiresOn: '2026-04-02',
        visitsLeft: null,
        debt: 0,
        payments: [{ paidOn: '2026-03-02', amount: 80_000, voided: false }],
      },
    },
  }),
} as const;
