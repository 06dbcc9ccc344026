// The HTTP answers of the register of data requests (R49): a page of requests with their deadline
// as of today, the answer to recording one, and a member's open reclamo for the profile. The bodies
// sit beside their commands (privacy/data-request.*.ts).
import { z } from 'zod';
import { DATA_REQUEST_KINDS } from '../privacy/data-request.events.js';
import { type ApiShape, instant, isoDate, pageOf } from './schema-primitives.js';

export const DATA_REQUEST_FILTERS = ['open', 'answered', 'all'] as const;
export type DataRequestFilter = (typeof DATA_REQUEST_FILTERS)[number];

/** Where a request stands today: open in time, open with ≤ 2 business days left, overdue, or answered. */
export const DATA_REQUEST_STATUSES = ['on_time', 'warning', 'overdue', 'answered'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

export const dataRequestViewSchema = z
  .object({
    requestId: z.string(),
    kind: z.enum(DATA_REQUEST_KINDS),
    memberId: z.string().nullable().describe('El usuario, si es uno; null si quien pidió no es usuario'),
    memberName: z.string(),
    cedula: z.string().nullable(),
    receivedOn: isoDate,
    dueOn: isoDate.describe('10 (consulta) o 15 (reclamo) días hábiles después del recibo'),
    request: z.string(),
    status: z.enum(DATA_REQUEST_STATUSES),
    businessDaysLeft: z
      .int()
      .nullable()
      .describe('Días hábiles de hoy al vencimiento (0 el mismo día, negativo si venció); null si respondida'),
    recordedAt: instant,
    recordedBy: z.string().describe('Quién la registró, por su nombre'),
    answer: z.string().nullable(),
    answeredOn: isoDate.nullable(),
    answeredBy: z.string().nullable(),
  })
  .meta({ id: 'DataRequest' });

export const dataRequestPageSchema = pageOf(dataRequestViewSchema).meta({ id: 'DataRequestPage' });

export const receiveDataRequestResponseSchema = z
  .object({ position: z.int().min(0), requestId: z.string(), dueOn: isoDate })
  .meta({ id: 'ReceiveDataRequestResponse' });

export const memberOpenReclamoSchema = z
  .object({
    reclamo: z
      .object({ requestId: z.string(), receivedOn: isoDate, dueOn: isoDate })
      .nullable()
      .describe('El reclamo abierto más antiguo del usuario, o null'),
  })
  .meta({ id: 'MemberOpenReclamo' });

export type DataRequestView = ApiShape<typeof dataRequestViewSchema>;
export type DataRequestPage = ApiShape<typeof dataRequestPageSchema>;
export type ReceiveDataRequestResponse = ApiShape<typeof receiveDataRequestResponseSchema>;
export type MemberOpenReclamo = ApiShape<typeof memberOpenReclamoSchema>;
