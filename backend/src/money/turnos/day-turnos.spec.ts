// A day's turnos as readers get them: the entries from turno_entries, or, from a generation built
// before them (turnos projection version 1, right after an upgrade), from inside the day's document.
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { dayTurnos } from './day-turnos.js';
import { TURNO_ENTRIES, TURNOS } from './turnos.projection.js';

const day = '2026-03-02';
const turno = {
  turnoId: `${day}-1`,
  status: 'open',
  base: 0,
  automatic: true,
  openedBy: '',
  openedAt: `${day}T13:00:00.000Z`,
  withdrawals: [],
  closing: null,
};

/** What the read store answers: a missing collection reads as no documents, as both stores do. */
function storeWith(documents: Record<string, readonly Record<string, unknown>[]>): ReadQueries {
  const of = (collection: string) => documents[collection] ?? [];
  return {
    get: (collection: string, id: string) => Promise.resolve(of(collection).find((doc) => doc['id'] === id) ?? null),
    find: (collection: string) => Promise.resolve({ items: of(collection), total: of(collection).length }),
  } as unknown as ReadQueries;
}

describe('dayTurnos', () => {
  it('reads each turno’s entries from turno_entries', async () => {
    const store = storeWith({
      [TURNOS]: [{ id: day, dayStatus: 'open', turnos: [turno] }],
      [TURNO_ENTRIES]: [
        { id: 'e1', day, turnoId: turno.turnoId, kind: 'payment', paymentId: 'payment-1', position: 1 },
        { id: 'e2', day, turnoId: turno.turnoId, kind: 'void', paymentId: 'payment-1', position: 2 },
      ],
    });
    const read = await dayTurnos(store, day);
    expect(read?.turnos[0]?.entries).toEqual([
      { kind: 'payment', paymentId: 'payment-1' },
      { kind: 'void', paymentId: 'payment-1' },
    ]);
  });

  it('right after an upgrade, reads the entries a version-1 day document holds inside it', async () => {
    const inside = [{ kind: 'payment', paymentId: 'payment-7' }];
    const store = storeWith({ [TURNOS]: [{ id: day, dayStatus: 'open', turnos: [{ ...turno, entries: inside }] }] });
    const read = await dayTurnos(store, day);
    expect(read?.turnos[0]?.entries).toEqual(inside);
  });

  it('a day with no turnos document reads as none', async () => {
    expect(await dayTurnos(storeWith({}), day)).toBeNull();
  });
});
