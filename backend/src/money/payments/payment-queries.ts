// A member's recent payments with the total paid, and the gym's whole payment history (R16, R22),
// optionally of one payment method (issue 10).
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  formatReceiptNumber,
  message,
  RECENT_PAYMENTS_SHOWN,
  type MemberPayments,
  type PaymentPage,
  type PaymentView,
  type RecordedPaymentMethod,
  type PageRequest,
} from '@gym/domain';
import type { FindQuery, Page, ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { assertMemberWithProfile, memberNames, newestFirst } from '../../members/members.port.js';
import {
  PAYMENT_VOIDS,
  PAYMENTS,
  RECEIPT_COUNTER_ID,
  RECEIPT_COUNTERS,
  SALES,
  type PaymentDocument,
  type ReceiptCounterDocument,
} from './payment-documents.js';
import { voidsOf } from '../payment-voids/payment-voids.js';
import { staffDisplayNames } from '../../staff/staff.port.js';

export class GetMemberPayments extends Query<MemberPayments> {
  constructor(
    readonly memberId: string,
    /** R48 (a): every payment, for the member's data report; the 10 latest otherwise. */
    readonly every = false,
  ) {
    super();
  }
}

export class ListPayments extends Query<PaymentPage> {
  constructor(
    readonly paging: PageRequest,
    /** Only the payments made this way; all when absent. */
    readonly method?: RecordedPaymentMethod,
  ) {
    super();
  }
}

/** The payments as screens show them, each with its member's current name (R22: 'Usuario eliminado' kept apart). */
export async function paymentViews(readStore: ReadQueries, docs: readonly PaymentDocument[]): Promise<PaymentView[]> {
  const [names, voids, staff] = await Promise.all([
    memberNames(
      readStore,
      docs.map((doc) => doc.memberId),
    ),
    voidsOf(
      readStore,
      docs.map((doc) => doc.id),
    ),
    staffDisplayNames(
      readStore,
      docs.map((doc) => doc.staffId),
    ),
  ]);
  return docs.map(
    ({
      id,
      memberId,
      paymentType,
      amount,
      paidOn,
      plan,
      recordedAt,
      method,
      reference,
      receiptNumber,
      staffId,
      discount,
    }) => {
      const member = names.get(memberId);
      return {
        id,
        memberId,
        memberName: member?.name ?? message('COMMON.UNKNOWN_MEMBER'),
        memberDeleted: member?.deleted ?? false,
        paymentType,
        amount,
        paidOn,
        plan,
        recordedAt,
        method,
        reference,
        receiptNumber: receiptNumber === null ? null : formatReceiptNumber(receiptNumber),
        staffName: staff.get(staffId) ?? staffId,
        voided: voids.get(id) ?? null,
        discount: discount ?? null,
      };
    },
  );
}

@QueryHandler(GetMemberPayments)
export class GetMemberPaymentsHandler implements IQueryHandler<GetMemberPayments> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  async execute({ memberId, every }: GetMemberPayments): Promise<MemberPayments> {
    // R48: a suppressed member's money history stays on its profile.
    await assertMemberWithProfile(this.readStore, memberId);
    const filter = { memberId };
    const [recent, paid, voided] = await Promise.all([
      this.readStore.find<PaymentDocument>(PAYMENTS, {
        filter,
        sort: newestFirst('paidOn'),
        ...(every ? {} : { limit: RECENT_PAYMENTS_SHOWN }),
      }),
      this.readStore.sum(PAYMENTS, 'amount', filter),
      // R29: a voided payment stays in the list but no longer counts as paid.
      this.readStore.sum(PAYMENT_VOIDS, 'amount', filter),
    ]);
    return { items: await paymentViews(this.readStore, recent.items), totalPaid: paid - voided, count: recent.total };
  }
}

@QueryHandler(ListPayments)
export class ListPaymentsHandler implements IQueryHandler<ListPayments> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  async execute({ paging, method }: ListPayments): Promise<PaymentPage> {
    const page = { sort: newestFirst('paidOn'), skip: (paging.page - 1) * paging.pageSize, limit: paging.pageSize };
    const found = await this.received(method, page);
    return { items: await paymentViews(this.readStore, found.items), total: found.total, ...paging };
  }

  /**
   * R43: a saldo migrado is no money received: the gym's payments, their CSV and the exports leave it
   * out. Counting "has a receipt number" would read every payment (no index answers it), so the
   * total of all is the receipt counter less the numbers that are no payment's: those of the old
   * imports' payments made saldos migrados later, and the sales' (R40, numbered with the payments; the
   * CSV pages by this total, so a sale counted here would end it before its sales). A method other
   * than 'unspecified' (a saldo migrado's) needs no such filter.
   */
  private async received(method: RecordedPaymentMethod | undefined, page: FindQuery): Promise<Page<PaymentDocument>> {
    const withReceipt = { receiptNumber: { $ne: null } };
    if (method === undefined) {
      const [found, counter, sales] = await Promise.all([
        this.readStore.find<PaymentDocument>(PAYMENTS, { ...page, filter: withReceipt, countTotal: false }),
        this.readStore.get<ReceiptCounterDocument>(RECEIPT_COUNTERS, RECEIPT_COUNTER_ID),
        this.readStore.count(SALES),
      ]);
      return { items: found.items, total: (counter?.last ?? 0) - (counter?.migrated ?? 0) - sales };
    }
    const filter = method === 'unspecified' ? { method, ...withReceipt } : { method };
    return this.readStore.find<PaymentDocument>(PAYMENTS, { ...page, filter });
  }
}
