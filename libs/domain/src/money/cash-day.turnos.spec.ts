// Specification of the till's turnos (R41, with R42's voids and refunds): opening with a base, the
// first money opening one by itself, withdrawals, closing with the cash counted, and the day's
// closing that closes the open turno and sums the day's turnos (R32).
import { at } from '../testing/member.builders.js';
import {
  cashWithdrawn,
  closeDay,
  closeTurnoCommand,
  DAY,
  dayClosed,
  dayReopened,
  entryAdded,
  noBooks,
  openTurnoCommand,
  recordEntry,
  TURNO_1,
  TURNO_2,
  turnoClosed,
  turnoOpened,
  withdraw,
} from '../testing/cash-day.builders.js';
import { cashDaySpec, RECEPCION } from '../testing/given-when-then.js';
import { formatMoney } from '../rules/money.js';
import { dayExpectedCash, turnoTotals, type DayBooksRead } from './cash-day.turno-books.js';

const { given } = cashDaySpec;
const desk = { ...at(DAY, '12:00'), actor: RECEPCION };
const ana = 'staff-reception';
const luis = 'staff-evening';

/** Two payments of the morning turno (80.000 cash by Ana, 30.000 Nequi by Ana), plus `extra`. */
function books(extra: Partial<DayBooksRead> = {}): DayBooksRead {
  return {
    payments: [
      { id: 'payment-1', amount: 80_000, method: 'cash', staffId: ana },
      { id: 'payment-2', amount: 30_000, method: 'nequi', staffId: ana },
      ...(extra.payments ?? []),
    ],
    voids: [...(extra.voids ?? [])],
  };
}
const morning = () => [
  turnoOpened({ base: 50_000 }),
  entryAdded({ paymentId: 'payment-1', turnoId: TURNO_1 }),
  entryAdded({ paymentId: 'payment-2', method: 'nequi', amount: 30_000, turnoId: TURNO_1 }),
];

describe('R41: opening a turno', () => {
  it('R41: a staff member opens a turno with the cash in the drawer as its base', () =>
    given()
      .when(openTurnoCommand(50_000), { ...at(DAY, '08:00'), actor: RECEPCION })
      .then(turnoOpened({ base: 50_000 })));

  it('R41: a base of 0 is valid', () =>
    given()
      .when(openTurnoCommand(0), { ...at(DAY, '08:00'), actor: RECEPCION })
      .then(turnoOpened({ base: 0 })));

  it('R41: a second open turno is refused, saying since when the open one is open', () =>
    given(turnoOpened()).when(openTurnoCommand(10_000), desk).thenRejects('TURNO.ALREADY_OPEN', { hora: '08:00' }));

  it('R41: after closing one, the next turno opens at once with the next number', () =>
    given(...morning(), turnoClosed())
      .when(openTurnoCommand(95_000), desk)
      .then(turnoOpened({ turnoId: TURNO_2, base: 95_000, openedAt: '2026-03-02T17:00:00.000Z' })));

  it.each([
    [-1, 'TURNO.BASE_INVALID'],
    [2.5, 'TURNO.BASE_INVALID'],
    [Number.NaN, 'TURNO.BASE_INVALID'],
    [100_000_001, 'TURNO.AMOUNT_TOO_LARGE'],
  ] as const)('R41: a base of %p is refused with %s', (base, code) =>
    given().when(openTurnoCommand(base), desk).thenRejects(code),
  );

  it('R41: a base of 100.000.000 is the most', () =>
    given()
      .when(openTurnoCommand(100_000_000), desk)
      .thenState((s) => expect(s.turnos[0]?.base).toBe(100_000_000)));

  it('R32 + R41: a closed day takes no turno', () =>
    given(dayClosed()).when(openTurnoCommand(0), desk).thenRejects('CASH_DAY.CLOSED', { fecha: '02/03/2026' }));

  it('R41: a turno opens only on today', () =>
    given().when(openTurnoCommand(0), at('2026-03-03', '08:00')).thenRejects('TURNO.NOT_TODAY'));
});

describe('R41: money goes into the open turno', () => {
  it('R41: with no turno open, the first money opens one by itself with base 0, in the same decision', () =>
    given()
      .when(recordEntry(), at(DAY, '09:30'))
      .then(
        turnoOpened({ base: 0, automatic: true, openedBy: 'staff-admin', openedAt: '2026-03-02T14:30:00.000Z' }),
        entryAdded({ enteredAt: '2026-03-02T14:30:00.000Z', turnoId: TURNO_1 }),
      ));

  it('R41: after a turno is closed, the next money opens the next turno by itself', () =>
    given(...morning(), turnoClosed())
      .when(recordEntry({ paymentId: 'payment-3' }), at(DAY, '15:00'))
      .thenState((state) =>
        expect(state.turnos.map((t) => [t.id, t.status, t.automatic])).toEqual([
          [TURNO_1, 'closed', false],
          [TURNO_2, 'open', true],
        ]),
      ));

  it('R41: an entry stored before turnos belongs to the implicit first turno, open, base 0', () =>
    given(entryAdded())
      .when(recordEntry({ paymentId: 'payment-2' }))
      .then(entryAdded({ paymentId: 'payment-2', enteredAt: '2026-03-02T15:00:00.000Z', turnoId: TURNO_1 })));
});

describe('R41: withdrawals', () => {
  it('R41: a withdrawal goes into the open turno with its amount and reason', () =>
    given(...morning())
      .when(withdraw(40_000, books()), desk)
      .then(cashWithdrawn(40_000)));

  it('R41: a withdrawal of all the cash the drawer should hold (base + cash) is accepted', () =>
    given(...morning())
      .when(withdraw(130_000, books()), desk)
      .then(cashWithdrawn(130_000)));

  it('R41: a withdrawal over the cash the drawer should hold is refused, saying how much there is', () =>
    given(...morning(), cashWithdrawn(30_000))
      .when(withdraw(100_001, books()), desk)
      .thenRejects('TURNO.WITHDRAWAL_OVER_CASH', { monto: formatMoney(100_000) }, 'amount'));

  it('R41: a withdrawal needs an open turno', () =>
    given(...morning(), turnoClosed())
      .when(withdraw(1_000, books()), desk)
      .thenRejects('TURNO.NONE_OPEN'));

  it('R41: the reason has 5 to 200 characters', () =>
    given(...morning())
      .when(withdraw(1_000, books(), 'abc'), desk)
      .thenRejects('REQUEST.REASON_INVALID'));

  it.each([0, -5, 1.5])('R41: an amount of %p is refused', (amount) =>
    given(...morning())
      .when(withdraw(amount, books()), desk)
      .thenRejects('TURNO.WITHDRAWAL_INVALID'),
  );

  it('R32 + R41: a closed day takes no withdrawal', () =>
    given(...morning(), dayClosed())
      .when(withdraw(1_000, books()), desk)
      .thenRejects('CASH_DAY.CLOSED', { fecha: '02/03/2026' }));
});

describe('R41 + R42: closing a turno', () => {
  it('R41: expected cash is the base plus cash payments less cash voids less withdrawals; 5.000 short is Faltante', () =>
    given(
      ...morning(),
      entryAdded({ paymentId: 'payment-3', amount: 200_000, turnoId: TURNO_1 }),
      entryAdded({ kind: 'void', paymentId: 'payment-3', amount: 200_000, turnoId: TURNO_1 }),
      cashWithdrawn(20_000),
    )
      .when(
        closeTurnoCommand(
          105_000,
          books({
            payments: [{ id: 'payment-3', amount: 200_000, method: 'cash', staffId: ana }],
            voids: [{ id: 'payment-3', amount: 200_000, method: 'cash', staffId: 'staff-admin' }],
          }),
        ),
        desk,
      )
      .thenState((state) =>
        expect(state.turnos[0]?.closing).toMatchObject({
          base: 50_000,
          withdrawals: 20_000,
          // 50.000 + 80.000 + 200.000 − 200.000 − 20.000
          expectedCash: 110_000,
          countedCash: 105_000,
          difference: -5_000,
          // R42: the void of her own turno's payment nets against Ana, who took it.
          totals: { total: 110_000, byStaff: [{ staffId: ana, count: 3, total: 110_000, refunds: 0 }] },
          closedBy: ana,
        }),
      ));

  it('R42: a void of an earlier turno’s payment is a refund, cash out of the turno where it is made', () =>
    given(
      ...morning(),
      turnoClosed({ countedCash: 130_000 }),
      turnoOpened({ turnoId: TURNO_2, base: 130_000, openedBy: luis }),
      entryAdded({ kind: 'void', paymentId: 'payment-1', turnoId: TURNO_2 }),
    )
      .when(
        closeTurnoCommand(
          50_000,
          books({ voids: [{ id: 'payment-1', amount: 80_000, method: 'cash', staffId: luis }] }),
          TURNO_2,
        ),
        { ...desk, actor: { staffId: luis, role: 'reception' } },
      )
      .thenState((state) =>
        expect(state.turnos[1]?.closing).toMatchObject({
          expectedCash: 50_000,
          difference: 0,
          totals: { total: -80_000, byStaff: [{ staffId: luis, count: 0, total: -80_000, refunds: 80_000 }] },
        }),
      ));

  it('R41: a turno that is not open is not closed (already closed, or unknown)', () => {
    given(...morning(), turnoClosed())
      .when(closeTurnoCommand(0, books()), desk)
      .thenRejects('TURNO.NOT_OPEN');
    given()
      .when(closeTurnoCommand(0, noBooks, TURNO_2), desk)
      .thenRejects('TURNO.NOT_OPEN');
  });

  it.each([
    [-1, 'TURNO.COUNTED_INVALID'],
    [0.5, 'TURNO.COUNTED_INVALID'],
    [100_000_001, 'TURNO.AMOUNT_TOO_LARGE'],
  ] as const)('R41: a counted cash of %p is refused with %s', (counted, code) =>
    given(...morning())
      .when(closeTurnoCommand(counted, books()), desk)
      .thenRejects(code),
  );

  it('R41: an entry of the turno the books do not hold yet holds its closing back', () =>
    given(...morning(), entryAdded({ paymentId: 'payment-9', turnoId: TURNO_1, enteredAt: '2026-03-02T16:59:50.000Z' }))
      .when(closeTurnoCommand(130_000, books()), desk)
      .thenRejects('CASH_DAY.ENTRY_PENDING', { fecha: '02/03/2026' }));
});

describe('R32 + R41: the day’s closing sums its turnos', () => {
  it('R32 + R41: closes the open turno with the count, then the day with the sum of what its turnos added', () =>
    given(
      ...morning(),
      turnoClosed({ base: 50_000, countedCash: 125_000, expectedCash: 130_000, difference: -5_000 }),
      turnoOpened({ turnoId: TURNO_2, base: 125_000, openedBy: luis }),
      entryAdded({ paymentId: 'payment-3', amount: 20_000, turnoId: TURNO_2 }),
    )
      .when(
        closeDay(146_000, books({ payments: [{ id: 'payment-3', amount: 20_000, method: 'cash', staffId: luis }] })),
        desk,
      )
      .thenState((state) => {
        expect(state.status).toBe('closed');
        expect(state.turnos.map((t) => [t.id, t.status, t.closing?.difference])).toEqual([
          [TURNO_1, 'closed', -5_000],
          [TURNO_2, 'closed', 1_000],
        ]);
      }));

  it('R32 + R41: the CashDayClosed carries the day’s net cash and the turnos’ totals summed', () => {
    const decided = cashDaySpec
      .given(turnoOpened({ base: 50_000 }), entryAdded({ paymentId: 'payment-1', turnoId: TURNO_1 }))
      .when(closeDay(125_000, books()), desk);
    decided.then(
      turnoClosed({
        base: 50_000,
        countedCash: 125_000,
        expectedCash: 130_000,
        difference: -5_000,
        totals: expect.objectContaining({ total: 110_000, expectedCash: 80_000 }) as never,
      }),
      {
        type: 'CashDayClosed',
        data: {
          day: DAY,
          countedCash: 75_000,
          expectedCash: 80_000,
          difference: -5_000,
          totals: expect.objectContaining({ total: 110_000, expectedCash: 80_000, paymentsCount: 2 }) as never,
          turnoId: TURNO_1,
        },
      },
    );
  });

  it('R32 + R41: before the closing, the day’s expected cash is the one its closing records, withdrawals out', () => {
    // The morning turno: base 50.000, 80.000 in cash, 20.000 taken to the bank.
    const history = [...morning(), cashWithdrawn(20_000)];
    const before = dayExpectedCash([{ totals: turnoTotals(books()), withdrawals: 20_000 }]);
    cashDaySpec
      .given(...history)
      .when(closeDay(110_000, books()), desk)
      .then(
        turnoClosed({
          base: 50_000,
          countedCash: 110_000,
          expectedCash: 110_000,
          difference: 0,
          withdrawals: 20_000,
          totals: expect.objectContaining({ expectedCash: 80_000 }) as never,
        }),
        {
          type: 'CashDayClosed',
          data: {
            day: DAY,
            countedCash: before,
            expectedCash: before,
            difference: 0,
            totals: expect.objectContaining({ total: 110_000, expectedCash: 80_000 }) as never,
            turnoId: TURNO_1,
          },
        },
      );
    expect(before).toBe(60_000);
  });

  it('R32 + R41: a day that never had a turno gets one at its closing', () =>
    given()
      .when(closeDay(0, noBooks), desk)
      .thenState((state) => expect(state.turnos.map((t) => [t.automatic, t.status])).toEqual([[true, 'closed']])));

  it('R32 + R41: a reopened day takes money into a new turno, opened by itself', () =>
    given(...morning(), ...cashDaySpecClose(), dayReopened())
      .when(recordEntry({ paymentId: 'payment-5' }), desk)
      .thenState((state) =>
        expect(state.turnos.map((t) => [t.id, t.status])).toEqual([
          [TURNO_1, 'closed'],
          [TURNO_2, 'open'],
        ]),
      ));
});

describe('R32 + R41: reopening a day', () => {
  it('R32 + R41: reopening opens again the turno the day’s closing closed, so the next closing counts the drawer again', () =>
    given(...morning(), dayClosed(), dayReopened())
      .when(recordEntry({ paymentId: 'payment-5' }), desk)
      .thenState((state) => {
        expect(state.turnos.map((t) => [t.id, t.status, t.closing])).toEqual([[TURNO_1, 'open', null]]);
        expect(state.entries?.latest.turnoId).toBe(TURNO_1);
      }));
});

function cashDaySpecClose() {
  return [turnoClosed({ base: 50_000, countedCash: 130_000, expectedCash: 130_000 }), dayClosed()];
}
