// The requests register (R49): a member's supresión (R48 c) leaves their requests in the register,
// answered or open, with none of their personal data: the documents a rebuild makes, which reads the
// member's fields erased once their key is gone. A request of someone who is not a member stays as given.
import type { GymEvent } from '@gym/domain';
import { MEMBER_ID } from '../../../../libs/domain/src/testing/member.builders.js';
import type { JsonObject } from '../../shared/event-store/event-store.port.js';
import { erasedPersonalFields } from '../../shared/personal-data/personal-fields.js';
import { projectionSpecification, type Documents } from '../../shared/projections/testing/projection-specification.js';
import { DATA_REQUESTS, dataRequestsProjection } from './data-requests.projection.js';

const spec = projectionSpecification(dataRequestsProjection);

const received = (requestId: string, memberId: string | undefined, memberName: string, cedula: string): GymEvent => ({
  type: 'DataRequestReceived',
  data: {
    requestId,
    ...(memberId === undefined ? {} : { memberId }),
    memberName,
    cedula,
    kind: 'reclamo',
    receivedOn: '2026-03-02',
    request: `Corrijan el teléfono de ${memberName}`,
    dueOn: '2026-03-24',
    recordedBy: 'staff-1',
  },
});
const answered = (requestId: string, memberId: string | undefined, answer: string): GymEvent => ({
  type: 'DataRequestAnswered',
  data: {
    requestId,
    answer,
    answeredOn: '2026-03-03',
    answeredBy: 'staff-1',
    kind: 'reclamo',
    ...(memberId === undefined ? {} : { memberId }),
  },
});

const history: readonly GymEvent[] = [
  received('r-1', MEMBER_ID, 'Ana Pérez', '52637485'),
  received('r-2', MEMBER_ID, 'Ana Pérez', '52637485'),
  answered('r-1', MEMBER_ID, 'Se corrigió el teléfono de Ana Pérez'),
  received('r-3', 'member-2', 'Berta Ríos', '41526374'),
  received('r-4', undefined, 'Carlos Mora', '30405060'),
];
const suppressed: GymEvent = { type: 'MemberSuppressed', data: { memberId: MEMBER_ID, reason: 'Reclamo' } };
const shown = (documents: Documents) => JSON.stringify(documents);

describe('data requests projection', () => {
  it('R48 (c): after the supresión the member’s requests stay, without their name, cédula or words', () =>
    spec.given(...history, suppressed).then((documents) => {
      for (const secret of ['Ana Pérez', '52637485']) expect(shown(documents)).not.toContain(secret);
      const requests = documents[DATA_REQUESTS] ?? [];
      expect(requests.map((request) => [request['id'], request['status'], request['memberName']])).toEqual([
        ['r-1', 'answered', '[dato suprimido]'],
        ['r-2', 'open', '[dato suprimido]'],
        ['r-3', 'open', 'Berta Ríos'],
        ['r-4', 'open', 'Carlos Mora'],
      ]);
    }));

  it('R48 (c): an answer after the supresión (its text already erased) keeps the request erased', () =>
    spec.given(...history, suppressed, answered('r-2', MEMBER_ID, '[dato suprimido]')).then((documents) => {
      expect(shown(documents)).not.toContain('Ana Pérez');
      expect((documents[DATA_REQUESTS] ?? []).find((request) => request['id'] === 'r-2')).toMatchObject({
        status: 'answered',
        answer: '[dato suprimido]',
      });
    }));

  it('R48 (c): ends with the documents a rebuild makes from the log read with the member’s key gone', async () => {
    const asRebuilt = history.map((event) =>
      'memberId' in event.data && event.data.memberId === MEMBER_ID
        ? ({ ...event, data: erasedPersonalFields(event.type, event.data as JsonObject) } as GymEvent)
        : event,
    );
    let live: Documents = {};
    await spec.given(...history, suppressed).then((documents) => (live = documents));
    await spec.given(...asRebuilt, suppressed).then((documents) => expect(documents).toEqual(live));
  });

  it('is idempotent when applied twice', () => spec.given(...history, suppressed).thenIdempotent());
});
