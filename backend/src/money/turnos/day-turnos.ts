// A day's turnos as the cierre, the turno screens and the export read them: the day's document with
// each turno's cash-book entries (kept apart, turnos.projection.ts), in the order recorded.
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import {
  TURNO_ENTRIES,
  TURNOS,
  type DayTurnosDocument,
  type StoredDayTurnos,
  type StoredTurnoRecord,
  type TurnoEntryDocument,
  type TurnoRecord,
} from './turnos.projection.js';

export async function dayTurnos(readStore: ReadQueries, day: string): Promise<DayTurnosDocument | null> {
  const [stored, entries] = await Promise.all([
    readStore.get<StoredDayTurnos>(TURNOS, day),
    readStore.find<TurnoEntryDocument>(TURNO_ENTRIES, {
      filter: { day },
      sort: [{ field: 'position', direction: 'asc' }],
      countTotal: false,
    }),
  ]);
  if (stored === null) return null;
  const byTurno = new Map<string, { kind: TurnoEntryDocument['kind']; paymentId: string }[]>();
  for (const { turnoId, kind, paymentId } of entries.items)
    byTurno.set(turnoId, [...(byTurno.get(turnoId) ?? []), { kind, paymentId }]);
  return {
    ...stored,
    turnos: stored.turnos.map((turno) => ({ ...turno, entries: byTurno.get(turno.turnoId) ?? entriesInside(turno) })),
  };
}

/**
 * A day's document of the generation built before turno_entries (turnos projection version 1) held
 * each turno's entries inside it: right after an upgrade, until the rebuild of version 2 is swapped
 * in, that is the generation readers see, and its entries are read from there.
 */
function entriesInside(turno: StoredTurnoRecord): TurnoRecord['entries'] {
  const inside = (turno as { entries?: unknown }).entries;
  return Array.isArray(inside) ? (inside as TurnoRecord['entries']) : [];
}
