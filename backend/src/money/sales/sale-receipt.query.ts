// A sale's receipt (R40): the sale as projected (its number from the payments' sequence, its lines at
// the prices sold, who sold it, the member when it names one) and, once voided (R29), that it was.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { formatReceiptNumber, pesosInWords, type SaleReceiptView } from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { memberNames } from '../../members/members.port.js';
import { gymDetailsView } from '../../settings/settings.port.js';
import { AppError } from '../../shared/http/app-error.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { staffDisplayNames } from '../../staff/staff.port.js';
import { SALE_VOIDS, SALES, type SaleDocument, type SaleVoidDocument } from '../payments/payment-documents.js';

export class GetSaleReceipt extends Query<SaleReceiptView> {
  constructor(readonly saleId: string) {
    super();
  }
}

@QueryHandler(GetSaleReceipt)
export class GetSaleReceiptHandler implements IQueryHandler<GetSaleReceipt> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ saleId }: GetSaleReceipt): Promise<SaleReceiptView> {
    const [sale, voided] = await Promise.all([
      this.readStore.get<SaleDocument>(SALES, saleId),
      this.readStore.get<SaleVoidDocument>(SALE_VOIDS, saleId),
    ]);
    if (sale === null) throw new AppError('SALE.NOT_FOUND');
    const [staff, members, gym] = await Promise.all([
      staffDisplayNames(this.readStore, [sale.staffId, ...(voided === null ? [] : [voided.staffId])]),
      memberNames(this.readStore, sale.memberId === null ? [] : [sale.memberId]),
      gymDetailsView(this.readStore, this.config.gymName),
    ]);
    const nameOf = (staffId: string) => staff.get(staffId) ?? staffId;
    return {
      saleId: sale.id,
      receiptNumber: formatReceiptNumber(sale.receiptNumber),
      soldOn: sale.soldOn,
      recordedAt: sale.recordedAt,
      lines: sale.lines.map((line) => ({ ...line })),
      total: sale.amount,
      totalInWords: pesosInWords(sale.amount),
      method: sale.method,
      reference: sale.reference,
      memberId: sale.memberId,
      memberName: sale.memberId === null ? null : (members.get(sale.memberId)?.name ?? null),
      staffName: nameOf(sale.staffId),
      voided:
        voided === null
          ? null
          : {
              voidedOn: voided.voidedOn,
              voidedAt: voided.voidedAt,
              reason: voided.reason,
              staffName: nameOf(voided.staffId),
            },
      gym,
    };
  }
}
