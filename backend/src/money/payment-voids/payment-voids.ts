// R29: the voids of payments, joined to them at query time: the payment's own document is never
// rewritten, and every read (lists, receipts, the cierre, CSV) marks it 'Anulado' the same way.
import type { PaymentVoidView } from '@gym/domain';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { staffDisplayNames } from '../../staff/staff.port.js';
import { PAYMENT_VOIDS, type PaymentVoidDocument } from '../payments/payment-documents.js';

/** The voids of the given payments, by payment id, each as screens show it (who voided it by name). */
export async function voidsOf(
  readStore: ReadQueries,
  paymentIds: readonly string[],
): Promise<ReadonlyMap<string, PaymentVoidView>> {
  const ids = [...new Set(paymentIds)];
  if (ids.length === 0) return new Map();
  const found = await readStore.find<PaymentVoidDocument>(PAYMENT_VOIDS, { filter: { id: { $in: ids } } });
  return voidViews(readStore, found.items);
}

export async function voidViews(
  readStore: ReadQueries,
  docs: readonly PaymentVoidDocument[],
): Promise<ReadonlyMap<string, PaymentVoidView>> {
  const staff = await staffDisplayNames(
    readStore,
    docs.map((doc) => doc.staffId),
  );
  return new Map(
    docs.map((doc) => [
      doc.id,
      {
        voidedOn: doc.voidedOn,
        voidedAt: doc.voidedAt,
        reason: doc.reason,
        staffName: staff.get(doc.staffId) ?? doc.staffId,
      },
    ]),
  );
}
