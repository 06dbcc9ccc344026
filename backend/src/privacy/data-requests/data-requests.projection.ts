// Read model of the register of data requests (R49): one document per consulta or reclamo, open
// until answered, for the 'Solicitudes de datos' screen and the profile's 'Reclamo en trámite'.
// R48 (c): a member's request is kept twice, as it is and with the member's personal fields erased
// (DATA_REQUESTS_ERASED, as a rebuild reads them once the key is gone); the member's supresión swaps
// the second in for the first, so the read store keeps no name, cédula or words of theirs.
import { eventOccurredAt, type DataRequestKind, type GymEvent } from '@gym/domain';
import { erasedPersonalFields } from '../../shared/personal-data/personal-fields.js';
import {
  defineProjection,
  unhandled,
  type DocumentSession,
  type ProjectedEvent,
} from '../../shared/projections/projection.js';

export const DATA_REQUESTS = 'data_requests';
/** A member's requests with their personal fields erased: what the member's supresión puts in their place. */
export const DATA_REQUESTS_ERASED = 'data_requests_erased';

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

type RequestEvent = ProjectedEvent<'DataRequestReceived' | 'DataRequestAnswered'>;

/** The event's data with the member's personal fields erased (R48 c). */
function erased<E extends RequestEvent>(event: E): E['data'] {
  return erasedPersonalFields(event.type, event.data) as unknown as E['data'];
}

function received(data: Extract<GymEvent, { type: 'DataRequestReceived' }>['data'], event: RequestEvent) {
  const { requestId, kind, memberId, memberName, cedula, receivedOn, dueOn, request, recordedBy } = data;
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
  return document;
}

function answered(found: DataRequestDocument, data: Extract<GymEvent, { type: 'DataRequestAnswered' }>['data']) {
  const { answer, answeredOn, answeredBy } = data;
  return { ...found, status: 'answered' as const, answer, answeredOn, answeredBy };
}

/** R48 (c): every request of the member replaced by its erased copy. */
function eraseMember(memberId: string, documents: DocumentSession): void {
  documents.deleteWhere(DATA_REQUESTS, { memberId });
  documents.copyWhere(DATA_REQUESTS_ERASED, DATA_REQUESTS, { memberId });
  documents.deleteWhere(DATA_REQUESTS_ERASED, { memberId });
}

export const dataRequestsProjection = defineProjection({
  name: 'data_requests',
  // 2: a suppressed member's requests erased in the store (R48 c).
  version: 2,
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
    { name: DATA_REQUESTS_ERASED, fields: { memberId: 'text' }, indexes: [['memberId']] },
  ],
  eventTypes: ['DataRequestReceived', 'DataRequestAnswered', 'MemberSuppressed'],
  documentsRead: (event) =>
    event.type === 'MemberSuppressed'
      ? []
      : [
          { collection: DATA_REQUESTS, id: event.data.requestId },
          { collection: DATA_REQUESTS_ERASED, id: event.data.requestId },
        ],
  apply(event, documents) {
    switch (event.type) {
      case 'DataRequestReceived': {
        documents.put(DATA_REQUESTS, received(event.data, event));
        // A request from someone who is not a member has no member to suppress.
        if (event.data.memberId !== undefined) documents.put(DATA_REQUESTS_ERASED, received(erased(event), event));
        return;
      }
      case 'DataRequestAnswered': {
        const found = documents.get<DataRequestDocument>(DATA_REQUESTS, event.data.requestId);
        if (found === null) return;
        documents.put(DATA_REQUESTS, answered(found, event.data));
        // After the supresión there is no copy left: the answer was written erased (its key is gone).
        const copy = documents.get<DataRequestDocument>(DATA_REQUESTS_ERASED, event.data.requestId);
        if (copy !== null) documents.put(DATA_REQUESTS_ERASED, answered(copy, erased(event)));
        return;
      }
      case 'MemberSuppressed':
        eraseMember(event.data.memberId, documents);
        return;
      default:
        unhandled(event);
    }
  },
});
