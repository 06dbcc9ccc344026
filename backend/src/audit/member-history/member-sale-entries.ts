// R40: a member's history shows the sales that name the member (and their voids) beside its own
// events, each on the page of the member's events around it. Pages still count the member's own
// events, so a page holds its events and the sales of their time.
import { saleRecordedLine, saleVoidedLine, type MemberHistoryEntry } from '@gym/domain';
import type { MemberSaleFact } from '../../money/money.port.js';

/** The instants a page spans: from its oldest event's (none: the stream's start) to the next page's first (none: now). */
export interface PageSpan {
  readonly from: string | null;
  readonly until: string | null;
}

const inSpan = (at: string, { from, until }: PageSpan): boolean =>
  (from === null || Date.parse(at) >= Date.parse(from)) && (until === null || Date.parse(at) < Date.parse(until));

/**
 * `items` (one page of the member's events, in `order`) with the sales of `span` put where they
 * happened; a sale's revision is the member's latest event before it, so 'Ver estado' shows the member then.
 */
export function withSaleEntries(
  items: readonly MemberHistoryEntry[],
  facts: readonly MemberSaleFact[],
  span: PageSpan,
  order: 'asc' | 'desc',
  staffNames: ReadonlyMap<string, string>,
): MemberHistoryEntry[] {
  const oldestFirst = order === 'asc' ? [...items] : [...items].reverse();
  const merged: MemberHistoryEntry[] = [...oldestFirst];
  for (const fact of facts.filter((candidate) => inSpan(candidate.at, span))) {
    const before = oldestFirst.findLast((entry) => Date.parse(entry.occurredAt) <= Date.parse(fact.at));
    merged.push({
      revision: before?.revision ?? oldestFirst[0]?.revision ?? 0,
      type: fact.kind === 'sale' ? 'SaleRecorded' : 'SaleVoided',
      occurredAt: fact.at,
      staffId: fact.staffId,
      staffName: staffNames.get(fact.staffId) ?? fact.staffId,
      description: fact.kind === 'sale' ? saleRecordedLine(fact.sale) : saleVoidedLine(fact.voided),
      saleId: fact.kind === 'sale' ? fact.sale.id : fact.voided.id,
    });
  }
  // Stable: at the same instant a member's event comes before the sale.
  merged.sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt));
  return order === 'asc' ? merged : merged.reverse();
}
