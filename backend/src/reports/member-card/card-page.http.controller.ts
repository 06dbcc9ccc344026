// GET /api/cards/:token: what the member's card shows on their phone (R51), without signing in: the
// gym, the first name, the plan, the expiry or visits left, the debt and the last five payments —
// nothing else. A malformed, guessed, old or deleted member's token gets the same 'Este carnet no es
// válido.'; never cached nor indexed; limited per address.
import { Controller, Inject, Param, Req, Res } from '@nestjs/common';
import { apiOperations, planLabel, remainingTicketDays, type CardPage, type ExistingMember } from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import {
  cardTokenHash,
  isCardToken,
  MEMBER_CARDS,
  MEMBER_PROFILES,
  type MemberCardDocument,
  type MemberProfileDocument,
} from '../../members/members.port.js';
import { PAYMENT_VOIDS, PAYMENTS, type PaymentDocument } from '../../money/money.port.js';
import { gymDetailsView, planCatalogueIn } from '../../settings/settings.port.js';
import { AppError } from '../../shared/http/app-error.js';
import type { HttpRequest, HttpResponse } from '../../shared/http/http-exchange.js';
import { Route } from '../../shared/http/route.decorator.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { CardPageLimit } from './card-page-limit.js';

const LAST_PAYMENTS = 5;

@Controller()
export class CardPageController {
  private readonly limit = new CardPageLimit();

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(apiOperations.getCardPage)
  async get(
    @Param('token') token: string,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpResponse,
  ): Promise<CardPage> {
    response.header('Cache-Control', 'no-store');
    response.header('X-Robots-Tag', 'noindex, nofollow');
    if (!this.limit.allow(request.ip ?? request.socket.remoteAddress ?? 'unknown')) {
      throw new AppError('MEMBER_CARD.TOO_MANY');
    }
    const member = await this.holder(token);
    if (member === null) throw new AppError('MEMBER_CARD.INVALID');
    const [gym, payments, plans] = await Promise.all([
      gymDetailsView(this.readStore, this.config.gymName),
      this.lastPayments(member.memberId),
      planCatalogueIn(this.readStore),
    ]);
    const terms = member.planTerms;
    return {
      gym: gym.printedName,
      firstName: member.details.name.trim().split(/\s+/)[0] ?? '',
      plan: planLabel(member.plan, plans),
      expiresOn: member.expiresOn,
      visitsLeft: terms.kind === 'visits' ? remainingTicketDays(member.ticketDaysUsed, terms.visits) : null,
      debt: member.debt,
      payments,
    };
  }

  /** The live member the token is the current card of, else null (whatever the reason). */
  private async holder(token: string): Promise<ExistingMember | null> {
    if (!isCardToken(token)) return null;
    const card = await this.readStore.get<MemberCardDocument>(MEMBER_CARDS, cardTokenHash(token));
    if (card === null) return null;
    const profile = await this.readStore.get<MemberProfileDocument>(MEMBER_PROFILES, card.memberId);
    return profile?.member.status === 'registered' ? profile.member : null;
  }

  private async lastPayments(memberId: string): Promise<CardPage['payments']> {
    const found = await this.readStore.find<PaymentDocument>(PAYMENTS, {
      filter: { memberId, receiptNumber: { $ne: null } },
      sort: [{ field: 'sequence', direction: 'desc' }],
      limit: LAST_PAYMENTS,
      countTotal: false,
    });
    const voids = await this.readStore.find(PAYMENT_VOIDS, { filter: { memberId }, countTotal: false });
    const voided = new Set(voids.items.map((item) => item.id));
    return found.items.map((payment) => ({
      paidOn: payment.paidOn,
      amount: payment.amount,
      voided: voided.has(payment.id),
    }));
  }
}
