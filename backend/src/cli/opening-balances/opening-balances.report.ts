// What `npm run events -- migrate-opening-balances` prints: each payment moved, what leaves each
// day's income, and the totals (the same lines for a dry run, with its own summary).
import { formatDate, formatMoney, message } from '@gym/domain';
import type { OpeningBalanceMigration } from './opening-balances.migrate.js';

export function migrationReportLines(migration: OpeningBalanceMigration): string[] {
  if (migration.moves.length === 0) return [message('CLI.OPENING_BALANCES_NONE')];
  const moves = migration.moves.map((move) =>
    message('CLI.OPENING_BALANCES_MOVE', {
      nombre: move.name,
      socio: move.memberId,
      monto: formatMoney(move.amount),
      fecha: formatDate(move.paidOn),
      fila: move.row,
      archivo: move.file,
    }),
  );
  const days = migration.days.map((day) =>
    message('CLI.OPENING_BALANCES_DAY', {
      fecha: formatDate(day.day),
      monto: formatMoney(day.amount),
      pagos: day.payments,
    }),
  );
  const totals = { pagos: migration.moves.length, socios: migration.members, monto: formatMoney(migration.total) };
  const summary = message(
    migration.dryRun ? 'CLI.OPENING_BALANCES_DRY_SUMMARY' : 'CLI.OPENING_BALANCES_SUMMARY',
    totals,
  );
  return [...moves, message('CLI.OPENING_BALANCES_DAYS_HEADER'), ...days, summary];
}
