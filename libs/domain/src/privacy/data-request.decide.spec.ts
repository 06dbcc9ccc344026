// Specification of R49: a consulta or a reclamo recorded with its business-day deadline, and answered once.
import { GYM_EVENT_DATA_SCHEMAS } from '../event-schemas.js';
import { isRejection } from '../decision.js';
import { dataRequestSpec, RECEPCION } from '../testing/given-when-then.js';
import { at, MEMBER_ID } from '../testing/member.builders.js';
import { activityRecord, activitySubject, describeActivity } from '../staff/staff-activity.js';
import type { AnswerDataRequest } from './data-request.answer.js';
import { decideDataRequest } from './data-request.decide.js';
import { evolveDataRequest, initialDataRequestState } from './data-request.state.js';
import { dataRequestDeadline, dataRequestDueOn } from './data-request.deadline.js';
import type { DataRequestEvent, DataRequestKind, DataRequestReceived } from './data-request.events.js';
import type { ReceiveDataRequest } from './data-request.receive.js';

const { given } = dataRequestSpec;
const REQUEST_ID = 'request-1';
const ASKED = 'Pide saber qué datos suyos tiene el gimnasio.';

const receive = (overrides: Partial<ReceiveDataRequest['data']> = {}): ReceiveDataRequest => ({
  type: 'ReceiveDataRequest',
  data: {
    requestId: REQUEST_ID,
    kind: 'consulta',
    receivedOn: '2026-12-18',
    request: ASKED,
    person: { memberId: MEMBER_ID, name: 'Ana Gómez' },
    ...overrides,
  },
});

const received = (kind: DataRequestKind = 'consulta', dueOn = '2027-01-05'): DataRequestReceived => ({
  type: 'DataRequestReceived',
  data: {
    requestId: REQUEST_ID,
    memberId: MEMBER_ID,
    memberName: 'Ana Gómez',
    kind,
    receivedOn: '2026-12-18',
    request: ASKED,
    dueOn,
    recordedBy: 'staff-admin',
  },
});

const answer = (answeredOn = '2026-12-22', text = 'Se le envió el reporte por WhatsApp.'): AnswerDataRequest => ({
  type: 'AnswerDataRequest',
  data: { requestId: REQUEST_ID, answer: text, answeredOn },
});

/** Friday 18 December 2026, 10:00 in Bogotá, unless a test says another day. */
const ON_RECEIPT = at('2026-12-18', '10:00');
const LATER = at('2027-01-20', '10:00');

describe('R49 ReceiveDataRequest', () => {
  it('a consulta received Friday 18 December 2026 is due Tuesday 5 January 2027, across 25 December and 1 January', () =>
    given().when(receive(), ON_RECEIPT).then(received('consulta', '2027-01-05')));

  it('a reclamo received the same day is due Wednesday 13 January 2027, across Reyes moved to Monday 11', () =>
    given()
      .when(receive({ kind: 'reclamo' }), ON_RECEIPT)
      .then(received('reclamo', '2027-01-13')));

  it('a reclamo received Monday 15 March 2027 skips San José (22), Jueves and Viernes Santo: due Thursday 8 April', () =>
    given()
      .when(receive({ kind: 'reclamo', receivedOn: '2027-03-15' }), at('2027-04-20'))
      .thenState((state) => expect(state).toMatchObject({ status: 'open', dueOn: '2027-04-08' })));

  it('a person who is not a member: the name and cédula as given, no member id', () =>
    given()
      .when(receive({ person: { name: 'Pedro Ruiz', cedula: '1020304050' } }), ON_RECEIPT)
      .then({
        type: 'DataRequestReceived',
        data: {
          requestId: REQUEST_ID,
          memberName: 'Pedro Ruiz',
          cedula: '1020304050',
          kind: 'consulta',
          receivedOn: '2026-12-18',
          request: ASKED,
          dueOn: '2027-01-05',
          recordedBy: 'staff-admin',
        },
      }));

  it('DATA_REQUEST.RECEIVED_IN_FUTURE: received tomorrow is refused (R1: at 23:30 in Bogotá it is still today)', () => {
    given()
      .when(receive({ receivedOn: '2026-12-19' }), at('2026-12-18', '23:30'))
      .thenRejects('DATA_REQUEST.RECEIVED_IN_FUTURE', undefined, 'receivedOn');
    given()
      .when(receive({ receivedOn: '2026-12-18' }), at('2026-12-18', '23:30'))
      .then(received());
  });

  it.each(['abcd', '    abcd    ', 'x'.repeat(2001)])('DATA_REQUEST.REQUEST_LENGTH: %p', (request) =>
    given().when(receive({ request }), ON_RECEIPT).thenRejects('DATA_REQUEST.REQUEST_LENGTH', undefined, 'request'),
  );

  it('5 and 2000 characters are taken (trimmed)', () => {
    given()
      .when(receive({ request: '  abcde  ' }), ON_RECEIPT)
      .thenState((state) => expect(state.status).toBe('open'));
    given()
      .when(receive({ request: 'x'.repeat(2000) }), ON_RECEIPT)
      .thenState((state) => expect(state.status).toBe('open'));
  });

  it('DATA_REQUEST.NAME_REQUIRED: no member and no name', () =>
    given()
      .when(receive({ person: { name: '   ' } }), ON_RECEIPT)
      .thenRejects('DATA_REQUEST.NAME_REQUIRED', undefined, 'memberName'));

  it('DATA_REQUEST.RECEIVED_ON_INVALID: not a real date', () =>
    given()
      .when(receive({ receivedOn: '2026-02-30' }), ON_RECEIPT)
      .thenRejects('DATA_REQUEST.RECEIVED_ON_INVALID', undefined, 'receivedOn'));

  it('AUTH.FORBIDDEN: Recepción does not keep the register', () =>
    given()
      .when(receive(), { ...ON_RECEIPT, actor: RECEPCION })
      .thenRejects('AUTH.FORBIDDEN'));

  it('DATA_REQUEST.ALREADY_RECORDED: the same request twice', () =>
    given(received()).when(receive(), ON_RECEIPT).thenRejects('DATA_REQUEST.ALREADY_RECORDED'));
});

describe('R49 AnswerDataRequest', () => {
  it('answered on a day from its receipt to today, with the member and kind for the projections', () =>
    given(received('reclamo', '2027-01-13'))
      .when(answer('2026-12-22'), at('2026-12-22', '09:00'))
      .then({
        type: 'DataRequestAnswered',
        data: {
          requestId: REQUEST_ID,
          answer: 'Se le envió el reporte por WhatsApp.',
          answeredOn: '2026-12-22',
          answeredBy: 'staff-admin',
          memberId: MEMBER_ID,
          kind: 'reclamo',
        },
      }));

  it('answered on the day received', () =>
    given(received())
      .when(answer('2026-12-18'), ON_RECEIPT)
      .thenState((state) => expect(state.status).toBe('answered')));

  it('DATA_REQUEST.NOT_FOUND: no such request', () =>
    given().when(answer(), LATER).thenRejects('DATA_REQUEST.NOT_FOUND'));

  it('DATA_REQUEST.ALREADY_ANSWERED: a second answer', () => {
    const answered: DataRequestEvent = {
      type: 'DataRequestAnswered',
      data: { requestId: REQUEST_ID, answer: 'Ya.....', answeredOn: '2026-12-21', answeredBy: 's', kind: 'consulta' },
    };
    given(received(), answered).when(answer(), LATER).thenRejects('DATA_REQUEST.ALREADY_ANSWERED');
  });

  it('DATA_REQUEST.ANSWERED_BEFORE_RECEIPT: a day before it was received, naming that day', () =>
    given(received())
      .when(answer('2026-12-17'), LATER)
      .thenRejects('DATA_REQUEST.ANSWERED_BEFORE_RECEIPT', { fecha: '18/12/2026' }, 'answeredOn'));

  it('DATA_REQUEST.ANSWERED_IN_FUTURE: tomorrow', () =>
    given(received())
      .when(answer('2026-12-23'), at('2026-12-22', '09:00'))
      .thenRejects('DATA_REQUEST.ANSWERED_IN_FUTURE', undefined, 'answeredOn'));

  it.each(['no', 'y'.repeat(2001)])('DATA_REQUEST.ANSWER_LENGTH: %p', (text) =>
    given(received())
      .when(answer('2026-12-22', text), LATER)
      .thenRejects('DATA_REQUEST.ANSWER_LENGTH', undefined, 'answer'),
  );

  it('AUTH.FORBIDDEN: Recepción does not answer', () =>
    given(received())
      .when(answer(), { ...LATER, actor: RECEPCION })
      .thenRejects('AUTH.FORBIDDEN'));
});

describe('R49 deadline: the warning two business days before, and overdue', () => {
  const due = dataRequestDueOn('consulta', '2026-12-18');

  it.each([
    ['2026-12-18', 'on_time', 10],
    ['2026-12-30', 'on_time', 3],
    // Friday 1 January is a holiday: from Thursday 31 December to Tuesday 5 there are Monday 4 and Tuesday 5.
    ['2026-12-31', 'warning', 2],
    ['2027-01-01', 'warning', 2],
    ['2027-01-02', 'warning', 2],
    ['2027-01-04', 'warning', 1],
    ['2027-01-05', 'warning', 0],
    ['2027-01-06', 'overdue', -1],
  ] as const)('on %s: %s with %p business days left', (today, urgency, businessDaysLeft) =>
    expect(dataRequestDeadline(due, today)).toEqual({ urgency, businessDaysLeft }),
  );

  it('across a puente: a consulta received Friday 14 August 2026 is due Monday 31 August (Asunción on Monday 17)', () =>
    expect(dataRequestDueOn('consulta', '2026-08-14')).toBe('2026-08-31'));
});

describe('R49 in Actividad del personal', () => {
  const context = {
    accountName: '',
    ownAccount: false,
    occurredAt: '2026-12-18T15:00:00.000Z',
    timeZone: 'America/Bogota',
  };

  it('a request received is about its member, with its kind, day received and due day', () => {
    const record = activityRecord(received('reclamo', '2027-01-13'));
    expect(activitySubject(record)).toEqual({ kind: 'member', id: MEMBER_ID });
    expect(describeActivity(record, context)).toBe(
      'Registró un reclamo de datos personales de Ana Gómez (recibo: 18/12/2026; vence el 13/01/2027)',
    );
  });

  it('an answer; a request of someone not a member is about the gym', () => {
    const record = activityRecord({
      type: 'DataRequestAnswered',
      data: { requestId: REQUEST_ID, answer: 'Listo.', answeredOn: '2026-12-22', answeredBy: 's', kind: 'consulta' },
    });
    expect(activitySubject(record)).toEqual({ kind: 'gym' });
    expect(describeActivity(record, context)).toBe(
      'Respondió una consulta de datos personales (respuesta del 22/12/2026)',
    );
  });
});

describe('R49 event schemas', () => {
  it('every event the rules decide, with and without what is optional, passes the stored schema', () => {
    const events: DataRequestEvent[] = [];
    for (const person of [
      { memberId: MEMBER_ID, name: 'Ana Gómez' },
      { name: 'Pedro Ruiz', cedula: '1020304050' },
    ]) {
      const decided = decideDataRequest(receive({ person }), initialDataRequestState, ON_RECEIPT);
      if (isRejection(decided)) throw new Error(decided.code);
      const state = decided.reduce(evolveDataRequest, initialDataRequestState);
      const answered = decideDataRequest(answer('2026-12-18'), state, ON_RECEIPT);
      if (isRejection(answered)) throw new Error(answered.code);
      events.push(...decided, ...answered);
    }
    expect(events).toHaveLength(4);
    for (const event of events) expect(GYM_EVENT_DATA_SCHEMAS[event.type].safeParse(event.data).success).toBe(true);
  });
});
