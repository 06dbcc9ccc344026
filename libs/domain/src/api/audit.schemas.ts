// The JSON shapes of the auditors' screens: a member's events, its state at one of them, every member.
import { z } from 'zod';
import { memberProfileSchema } from './member.schemas.js';
import { type ApiShape, count, instant, isoDate, pageOf, uuid } from './schema-primitives.js';

export const HISTORY_ORDERS = ['asc', 'desc'] as const;

export const memberHistoryEntrySchema = z
  .object({
    revision: count.describe('Revisión del evento en el stream del usuario, desde 0'),
    type: z.string().meta({ example: 'PaymentRecorded' }),
    occurredAt: instant.describe('Cuándo actuó el personal (R23)'),
    staffId: z.string(),
    staffName: z.string().describe("'Sistema' para el arranque y las herramientas"),
    description: z.string().meta({ example: 'Pago registrado: $ 80.000 (Renovación) · Efectivo' }),
    saleId: z
      .string()
      .nullable()
      .describe(
        "R40: una venta que nombra al usuario ('SaleRecorded') o su anulación ('SaleVoided'), de su propio stream; entonces `revision` es la del usuario en ese momento. null: un evento del usuario",
      ),
  })
  .meta({ id: 'MemberHistoryEntry' });
export const memberHistoryPageSchema = pageOf(memberHistoryEntrySchema)
  .extend({ order: z.enum(HISTORY_ORDERS), memberName: z.string(), deleted: z.boolean() })
  .meta({ id: 'MemberHistoryPage' });

export const memberSnapshotSchema = z
  .object({
    revision: count,
    occurredAt: instant,
    asOf: isoDate.describe('El día local de ese instante: el "hoy" con el que se calculó el estado'),
    deleted: z.boolean(),
    member: memberProfileSchema.omit({ registeredAt: true }),
  })
  .meta({ id: 'MemberSnapshot', description: 'El usuario justo después de un evento, reconstruido con evolve' });

export const auditMemberEntrySchema = z
  .object({
    id: uuid,
    name: z.string(),
    phone: z.string(),
    deleted: z.boolean(),
    registeredAt: instant,
    lastEventAt: instant,
    events: count,
  })
  .meta({ id: 'AuditMember' });
export const auditMemberPageSchema = pageOf(auditMemberEntrySchema).meta({ id: 'AuditMemberPage' });

export type MemberHistoryEntry = ApiShape<typeof memberHistoryEntrySchema>;
export type MemberHistoryPage = ApiShape<typeof memberHistoryPageSchema>;
export type MemberSnapshot = ApiShape<typeof memberSnapshotSchema>;
export type AuditMemberEntry = ApiShape<typeof auditMemberEntrySchema>;
