// Specification of a day's cash book (R32): entries, the closing with the cash counted, the reopening.
import { at } from '../testing/member.builders.js';
import {
  closeDay,
  DAY,
  dayBooks,
  noBooks,
  TURNO_1,
  turnoClosed,
  turnoOpened,
  dayClosed,
  dayReopened,
  dayTotals,
  entryAdded,
  recordEntry,
  reopenDay,
} from '../testing/cash-day.builders.js';
import { cashDaySpec, RECEPCION } from '../testing/given-when-then.js';

const { given } = cashDaySpec;
const recepcion = { ...at(DAY, '20:00'), actor: RECEPCION };

describe('R32: a closed day takes no money dated on it', () => {
  it('R32 + R41: an open day takes a payment entry, stamped with the instant it was decided, into the open turno', () =>
    given(turnoOpened())
      .when(recordEntry(), at(DAY, '09:30'))
      .then(entryAdded({ enteredAt: '2026-03-02T14:30:00.000Z', turnoId: TURNO_1 })));

  it('R32: a closed day refuses a payment, naming the day', () =>
    given(entryAdded(), dayClosed())
      .when(recordEntry({ paymentId: 'payment-2' }))
      .thenRejects('CASH_DAY.CLOSED', { fecha: '02/03/2026' }));

  it('R29 + R32: a closed day refuses a void too', () =>
    given(dayClosed())
      .when(recordEntry({ kind: 'void' }))
      .thenRejects('CASH_DAY.CLOSED', { fecha: '02/03/2026' }));

  it('R32: a reopened day takes payments again', () =>
    given(dayClosed(), dayReopened())
      .when(recordEntry({ paymentId: 'payment-2' }))
      .thenState((state) => expect(state).toMatchObject({ status: 'open', closings: 1 })));
});

describe('R32: closing the day', () => {
  it('R32 + R41: records the cash counted, the cash expected, the difference and the totals, closing the turno first', () =>
    given(entryAdded())
      .when(closeDay(82_000), recepcion)
      .then(turnoClosed({ countedCash: 82_000, expectedCash: 80_000, difference: 2_000, totals: dayTotals() }), {
        type: 'CashDayClosed',
        data: {
          day: DAY,
          countedCash: 82_000,
          expectedCash: 80_000,
          difference: 2_000,
          totals: dayTotals(),
          turnoId: TURNO_1,
        },
      }));

  it('R32: any staff member closes the day; a shortage is a negative difference', () =>
    given(entryAdded())
      .when(closeDay(75_000), recepcion)
      .thenState((state) => expect(state).toMatchObject({ status: 'closed', closings: 1 })));

  it('R32: a day already closed is not closed again (409)', () =>
    given(dayClosed())
      .when(closeDay(80_000), recepcion)
      .thenRejects('CASH_DAY.ALREADY_CLOSED', { fecha: '02/03/2026' }));

  it('R32: a day that has not come cannot be closed', () =>
    given().when(closeDay(0), at('2026-03-01', '23:30')).thenRejects('CASH_DAY.FUTURE', { fecha: '02/03/2026' }));

  it('R1 + R32: at 23:30 in Bogotá the day is still today, so it can be closed', () =>
    given(entryAdded())
      .when(closeDay(80_000), at(DAY, '23:30'))
      .thenState((s) => expect(s.status).toBe('closed')));

  it.each([-1, 2.5, Number.NaN])('R32: a counted cash of %p is refused', (counted) =>
    given().when(closeDay(counted), recepcion).thenRejects('CASH_DAY.COUNTED_INVALID'),
  );

  it('R26 + R32: a counted cash over the limit says so', () =>
    given().when(closeDay(10_000_001), recepcion).thenRejects('PAYMENT.AMOUNT_TOO_LARGE'));

  it('R32: a day with no money closes with 0 counted', () =>
    given()
      .when(closeDay(0, noBooks), recepcion)
      .thenState((state) => expect(state.status).toBe('closed')));

  it('R32: an entry the books do not hold yet holds the closing back (its payment is being written)', () =>
    given(entryAdded({ paymentId: 'payment-2', enteredAt: '2026-03-03T00:59:50.000Z' }))
      .when(closeDay(80_000, dayBooks()), at(DAY, '20:00'))
      .thenRejects('CASH_DAY.ENTRY_PENDING', { fecha: '02/03/2026' }));

  it('R32: an entry whose payment never followed lapses after 30 seconds and does not count', () =>
    given(entryAdded({ paymentId: 'payment-2', enteredAt: '2026-03-03T00:59:29.000Z' }))
      .when(closeDay(80_000, dayBooks()), at(DAY, '20:00'))
      .thenState((state) => expect(state.status).toBe('closed')));
});

describe('R32: reopening a day', () => {
  it('R32: an Administrador reopens a closed day with a reason', () =>
    given(dayClosed()).when(reopenDay('  Faltó registrar un pago ')).then(dayReopened()));

  it('R32: the reopening and the new close are both kept', () =>
    given(dayClosed(), dayReopened())
      .when(closeDay(80_000), recepcion)
      .thenState((state) => expect(state).toMatchObject({ status: 'closed', closings: 2 })));

  it('R32 + R33: Recepción may not reopen a day', () =>
    given(dayClosed()).when(reopenDay(), recepcion).thenRejects('AUTH.FORBIDDEN'));

  it('R32: a reason is required', () =>
    given(dayClosed()).when(reopenDay('abc')).thenRejects('REQUEST.REASON_INVALID'));

  it('R32: an open day is not reopened (409)', () =>
    given().when(reopenDay()).thenRejects('CASH_DAY.NOT_CLOSED', { fecha: '02/03/2026' }));
});
