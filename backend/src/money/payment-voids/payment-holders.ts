// R29: which member holds a payment, for 'Anular pago' (its route names only the payment; the void
// is decided on that member's stream, a deleted member's too, R22): read in the payments read model.
import type { PaymentOnRecord } from '@gym/domain';
import type { EventStore } from '../../shared/event-store/event-store.port.js';
import { AppError } from '../../shared/http/app-error.js';
import type { ProjectionService } from '../../shared/projections/projection-service.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import type { PaymentHolderLookup } from '../../members/members.port.js';
import {
  PAYMENT_VOIDS,
  PAYMENTS,
  type PaymentDocument,
  type PaymentVoidDocument,
} from '../payments/payment-documents.js';

/** A payment recorded a moment ago may not be read yet: the projections are waited for this long once. */
const HOLDER_WAIT_MS = 3_000;

/** The member whose stream holds the payment, or null when the read model has no such payment. */
async function paymentHolder(readStore: ReadQueries, paymentId: string): Promise<string | null> {
  const payment = await readStore.get<PaymentDocument>(PAYMENTS, paymentId);
  return payment?.memberId ?? null;
}

export class PaymentHolders implements PaymentHolderLookup {
  constructor(
    private readonly readStore: ReadQueries,
    private readonly eventStore: EventStore,
    private readonly projections: ProjectionService,
  ) {}

  async holderOf(paymentId: string): Promise<string> {
    const holder = await paymentHolder(this.readStore, paymentId);
    if (holder !== null) return holder;
    await this.projections.waitFor(await this.eventStore.headPosition(), HOLDER_WAIT_MS);
    const later = await paymentHolder(this.readStore, paymentId);
    if (later === null) throw new AppError('PAYMENT.NOT_FOUND');
    return later;
  }

  async paymentOf(paymentId: string): Promise<PaymentOnRecord | null> {
    const head = await this.eventStore.headPosition();
    if (!(await this.projections.waitFor(head, HOLDER_WAIT_MS))) throw new AppError('PAYMENT.NOT_READY');
    const [payment, voided] = await Promise.all([
      this.readStore.get<PaymentDocument>(PAYMENTS, paymentId),
      this.readStore.get<PaymentVoidDocument>(PAYMENT_VOIDS, paymentId),
    ]);
    return payment ? onRecord(payment, voided) : null;
  }
}

/** R29, R43: what the void is told; a saldo migrado (recorded so, or made so later) has type 'opening_balance'. */
function onRecord(payment: PaymentDocument, voided: PaymentVoidDocument | null): PaymentOnRecord {
  const { memberId, amount, method, paidOn, paymentType } = payment;
  const openingBalance = paymentType === 'opening_balance';
  return { memberId, amount, method, paidOn, voidedOn: voided?.voidedOn ?? null, openingBalance };
}
