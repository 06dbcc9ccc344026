// R40: the sales that name a member, and their voids, as the member's audit shows them beside its own
// events (a sale lives in its own stream; the member's history reads it from the sales read model).
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { SALE_VOIDS, SALES, type SaleDocument, type SaleVoidDocument } from '../payments/payment-documents.js';

export type MemberSaleFact =
  | { readonly kind: 'sale'; readonly at: string; readonly staffId: string; readonly sale: SaleDocument }
  | { readonly kind: 'void'; readonly at: string; readonly staffId: string; readonly voided: SaleVoidDocument };

/** Every sale naming `memberId` and every void of one, oldest first (a member buys a few hundred things at most). */
export async function memberSaleFacts(readStore: ReadQueries, memberId: string): Promise<readonly MemberSaleFact[]> {
  const { items: sales } = await readStore.find<SaleDocument>(SALES, {
    filter: { memberId },
    sort: [{ field: 'sequence', direction: 'asc' }],
  });
  if (sales.length === 0) return [];
  const { items: voids } = await readStore.find<SaleVoidDocument>(SALE_VOIDS, {
    filter: { id: { $in: sales.map((sale) => sale.id) } },
  });
  const facts: MemberSaleFact[] = [
    ...sales.map((sale): MemberSaleFact => ({ kind: 'sale', at: sale.recordedAt, staffId: sale.staffId, sale })),
    ...voids.map((voided): MemberSaleFact => ({ kind: 'void', at: voided.voidedAt, staffId: voided.staffId, voided })),
  ];
  return facts.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
