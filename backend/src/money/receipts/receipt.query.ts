// A payment's receipt (issue 10): the payment as projected (number, method, who took it) and the
// member right after it, replayed from the member's own events up to the payment (name, cédula,
// expiry, debt, and whether this payment moved the expiry: issue 41), so a receipt printed again
// later says what it said the first time; and, once voided (R29), that it was.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  currentDiscount,
  foldMember,
  formatReceiptNumber,
  planLabel,
  MEMBER_EVENT_TYPES,
  memberStreamId,
  paymentSetExpiry,
  pesosInWords,
  type MemberEvent,
  type ReceiptView,
} from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { decodeEventOf } from '../../shared/event-store/decode-event.js';
import type { EventStore } from '../../shared/event-store/event-store.port.js';
import { AppError } from '../../shared/http/app-error.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { EVENT_STORE, READ_STORE } from '../../shared/tokens.js';
import { staffDisplayNames } from '../../staff/staff.port.js';
import { PAYMENTS, type PaymentDocument } from '../payments/payment-documents.js';
import { voidsOf } from '../payment-voids/payment-voids.js';
import { memberNames } from '../../members/members.port.js';
import { gymDetailsView, planCatalogueIn } from '../../settings/settings.port.js';

export class GetReceipt extends Query<ReceiptView> {
  constructor(readonly paymentId: string) {
    super();
  }
}

@QueryHandler(GetReceipt)
export class GetReceiptHandler implements IQueryHandler<GetReceipt> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ paymentId }: GetReceipt): Promise<ReceiptView> {
    const payment = await this.readStore.get<PaymentDocument>(PAYMENTS, paymentId);
    if (payment === null) throw new AppError('RECEIPT.NOT_FOUND');
    if (payment.receiptNumber === null) throw new AppError('RECEIPT.OPENING_BALANCE');
    const events = await this.eventStore.readStream(memberStreamId(payment.memberId), { limit: payment.revision + 1 });
    const decoded = events.map((event) => decodeEventOf<MemberEvent>(event, MEMBER_EVENT_TYPES));
    const member = foldMember(decoded);
    if (member.status === 'none') throw new AppError('RECEIPT.NOT_FOUND');
    // The member just before the payment's own event, to tell whether it moved the expiry (issue 41).
    const before = foldMember(decoded.slice(0, -1));
    // Who received the money: the account that recorded the payment, by its name now (issue 30, R23).
    const [staffNames, names, gym, voids, plans] = await Promise.all([
      staffDisplayNames(this.readStore, [payment.staffId]),
      memberNames(this.readStore, [payment.memberId]),
      gymDetailsView(this.readStore, this.config.gymName),
      voidsOf(this.readStore, [payment.id]),
      planCatalogueIn(this.readStore),
    ]);
    const { id, memberId, paidOn, recordedAt, paymentType, plan, amount, method, reference } = payment;
    return {
      paymentId: id,
      receiptNumber: formatReceiptNumber(payment.receiptNumber),
      gymName: gym.printedName,
      memberId,
      memberName: member.details.name,
      memberDeleted: names.get(memberId)?.deleted ?? false,
      cedula: member.details.cedula ?? null,
      paidOn,
      recordedAt,
      paymentType,
      plan,
      // R38: named by the server, so a receipt opened on its own (no catalogue loaded) names a gym's plan.
      planName: planLabel(plan, plans),
      amount,
      amountInWords: pesosInWords(amount),
      method,
      reference,
      expiresOn: member.expiresOn,
      expiryChanged: paymentSetExpiry(
        paymentType,
        before.status === 'none' ? null : before.expiresOn,
        member.expiresOn,
      ),
      debt: member.debt,
      staffName: staffNames.get(payment.staffId) ?? payment.staffId,
      gym,
      // R29: the receipt of a voided payment says 'ANULADO', with who, when and why.
      voided: voids.get(payment.id) ?? null,
      // R39: the membership's list price, discount and reason, as the event that started it recorded.
      discount: currentDiscount(decoded),
    };
  }
}
