// Read model of the register of data requests (R49): one document per consulta or reclamo, open
// until answered, for the 'Solicitudes de datos' screen and the profile's 'Reclamo en trámite'.
import { eventOccurredAt, type DataRequestKind } from '@gym/domain';
import { defineProjection, unhandled } from '../../shared/projections/projection.js';

export const DATA_REQUESTS = 'data_requests';

export interface DataRequestDocument {
  /** The request's id. */
  readonly id: string;
  readonly kind: DataRequestKind;
  readonly status: 'open' | 'answered';
  /** The member, or null for a person who is not one. */
  readonly memberId: string | null;
  readonly memberName: string;
  readonly cedula: string | null;
  readonly receivedOn: string;
  readonly dueOn: string;
  readonly request: string;
  readonly recordedAt: string;
  readonly recordedBy: string;
  readonly answer: string | null;
  readonly answeredOn: string | null;
  readonly answeredBy: string | null;
  /** The global position of the request's receipt: the order of recording. */
  readonly sequence: number;
  readonly [key: string]: unknown;
}

export const dataRequestsProjection = defineProjection({
  name: 'data_requests',
  version: 1,
  collections: [
    {
      name: DATA_REQUESTS,
      fields: {
        status: 'text',
        kind: 'text',
        memberId: 'text',
        receivedOn: 'text',
        dueOn: 'text',
        answeredOn: 'text',
        sequence: 'number',
      },
      indexes: [
        ['status', 'dueOn'],
        ['status', 'answeredOn'],
        ['memberId', 'status'],
      ],
    },
  ],
  eventTypes: ['DataRequestReceived', 'DataRequestAnswered'],
  documentsRead: (event) => [{ collection: DATA_REQUESTS, id: event.data.requestId }],
  apply(event, documents) {
    switch (event.type) {
      case 'DataRequestReceived': {
        const { requestId, kind, memberId, memberName, cedula, receivedOn, dueOn, request, recordedBy } = event.data;
        const document: DataRequestDocument = {
          id: requestId,
          kind,
          status: 'open',
          memberId: memberId ?? null,
          memberName,
          cedula: cedula ?? null,
          receivedOn,
          dueOn,
          request,
          recordedAt: eventOccurredAt(event),
          recordedBy,
          answer: null,
          answeredOn: null,
          answeredBy: null,
          sequence: event.position,
        };
        documents.put(DATA_REQUESTS, document);
        return;
      }
      case 'DataRequestAnswered': {
        const found = documents.get<DataRequestDocument>(DATA_REQUESTS, event.data.requestId);
        if (found === null) return;
        const { answer, answeredOn, answeredBy } = event.data;
        documents.put(DATA_REQUESTS, { ...found, status: 'answered', answer, answeredOn, answeredBy });
        return;
      }
      default:
        unhandled(event);
    }
  },
});
