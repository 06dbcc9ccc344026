// The turnos projection (R41): a day's turnos in one small document, and each cash-book entry (which
// turno a payment's, a sale's or a void's money went into) in a document of its own, so a payment or
// a sale writes one entry and never the whole day again.
import type { GymEvent } from '@gym/domain';
import { projectionSpecification } from '../../shared/projections/testing/projection-specification.js';
import { TURNO_ENTRIES, TURNOS, turnosProjection } from './turnos.projection.js';

const spec = projectionSpecification(turnosProjection);
const day = '2026-03-02';
const opened: GymEvent = {
  type: 'TurnoOpened',
  data: { day, turnoId: `${day}-1`, base: 50_000, openedBy: 'ana', openedAt: `${day}T13:00:00.000Z`, automatic: false },
};
const entry = (n: number, kind: 'payment' | 'void' = 'payment', turnoId: string | null = `${day}-1`): GymEvent => ({
  type: 'CashDayEntryAdded',
  data: {
    day,
    kind,
    memberId: `member-${n}`,
    paymentId: `payment-${n}`,
    amount: 10_000,
    method: 'cash',
    enteredAt: `${day}T14:00:00.000Z`,
    ...(turnoId === null ? {} : { turnoId }),
  },
});
const entries = (count: number): GymEvent[] => Array.from({ length: count }, (_, n) => entry(n));

describe('turnos projection', () => {
  it('R41: each entry is a document naming its turno, the day and its position', () =>
    spec.given(opened, entry(1), entry(1, 'void')).then((documents) => {
      expect(documents[TURNO_ENTRIES]).toEqual([
        { id: 'event-2', day, turnoId: `${day}-1`, kind: 'payment', paymentId: 'payment-1', position: 2 },
        { id: 'event-3', day, turnoId: `${day}-1`, kind: 'void', paymentId: 'payment-1', position: 3 },
      ]);
      expect(documents[TURNOS]).toEqual([
        expect.objectContaining({ id: day, turnos: [expect.objectContaining({ turnoId: `${day}-1`, base: 50_000 })] }),
      ]);
    }));

  it("R41: the day's document is the same after 200 entries as after 1 (its size does not grow with the day)", async () => {
    let afterOne: unknown;
    await spec.given(opened, ...entries(1)).then((documents) => {
      afterOne = documents[TURNOS];
    });
    await spec.given(opened, ...entries(200)).then((documents) => {
      expect(documents[TURNOS]).toEqual(afterOne);
      expect(documents[TURNO_ENTRIES]).toHaveLength(200);
    });
  });

  it("an entry stored before turnos (no turnoId) opens the day's implicit first turno", () =>
    spec.given(entry(7, 'payment', null)).then((documents) => {
      expect(documents[TURNOS]).toEqual([
        expect.objectContaining({
          turnos: [expect.objectContaining({ turnoId: `${day}-1`, automatic: true, base: 0 })],
        }),
      ]);
      expect(documents[TURNO_ENTRIES]).toEqual([
        expect.objectContaining({ turnoId: `${day}-1`, paymentId: 'payment-7' }),
      ]);
    }));

  it('is idempotent when applied twice', () => spec.given(opened, ...entries(3)).thenIdempotent());
});
