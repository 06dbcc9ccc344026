// GET /api/members/:id/card: the member's current card (R51), its token made again from the card's
// nonce with the server's key, so 'Carnet' prints or shares the same card until it is renewed.
import { Controller, Inject, Param } from '@nestjs/common';
import { apiOperations, type MemberCard } from '@gym/domain';
import { AppError } from '../../shared/http/app-error.js';
import { memberIdParam } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { assertLiveMember } from '../shared/member-exists.js';
import { CARD_KEY, cardPath, cardTokenOf } from './card-tokens.js';
import { MEMBER_CARD_HOLDERS, type MemberCardHolderDocument } from './member-cards.projection.js';

@Controller()
export class MemberCardController {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(CARD_KEY) private readonly cardKey: string,
  ) {}

  @Route(apiOperations.getMemberCard)
  async get(@Param('id') id: string): Promise<MemberCard> {
    const memberId = memberIdParam(id);
    await assertLiveMember(this.readStore, memberId);
    const holder = await this.readStore.get<MemberCardHolderDocument>(MEMBER_CARD_HOLDERS, memberId);
    if (holder === null) throw new AppError('MEMBER_CARD.NOT_ISSUED');
    const token = cardTokenOf(this.cardKey, memberId, holder.nonce);
    return { memberId, token, path: cardPath(token), issuedAt: holder.issuedAt };
  }
}
