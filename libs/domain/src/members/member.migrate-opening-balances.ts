// R43 for members imported before saldos migrados existed: which of a member's payments the operator
// command `npm run events -- migrate-opening-balances` turns into saldos migrados. The spreadsheet
// import then recorded a row's 'Pagado' as an ordinary initial payment (income of the entry date,
// with a receipt number); each such payment still standing gets one `PaymentMadeOpeningBalance`,
// a new event beside it (the old one is never rewritten). Run again, it finds nothing more.
import type { MemberEvent, PaymentMadeOpeningBalance } from './member.events.js';

/** The events to append to one member's stream, in the order of their payments; none when done. */
export function openingBalanceMigrationOf(events: readonly MemberEvent[]): PaymentMadeOpeningBalance[] {
  const settled = new Set<string>();
  for (const event of events) {
    if (event.type === 'PaymentVoided' || event.type === 'PaymentMadeOpeningBalance') settled.add(event.data.paymentId);
  }
  return events.flatMap((event): PaymentMadeOpeningBalance[] => {
    if (event.type !== 'PaymentRecorded') return [];
    const { memberId, paymentId, paymentType, amount, method, paidOn, source } = event.data;
    // Only the old import's payment of a row: its type 'initial' with the row as its source.
    if (paymentType !== 'initial' || source === undefined || settled.has(paymentId)) return [];
    return [{ type: 'PaymentMadeOpeningBalance', data: { memberId, paymentId, amount, method, paidOn, source } }];
  });
}
