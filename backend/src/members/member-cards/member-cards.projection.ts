// R51: the members' cards as read documents: each live card by its token's hash (what the card's
// page is found by) and each member's current card (what 'Carnet' shows again). A new card removes
// the one before at once; deleting the member ends it (R51: a supresión or deletion ends it), and a
// restored member gets a new card ('Renovar carnet').
import { eventOccurredAt } from '@gym/domain';
import { defineProjection, unhandled } from '../../shared/projections/projection.js';
import type { CollectionSpec } from '../../shared/read-store/read-store.port.js';

export const MEMBER_CARDS = 'member_cards';
export const MEMBER_CARD_HOLDERS = 'member_card_holders';

export interface MemberCardDocument {
  /** The token's SHA-256, hex. */
  readonly id: string;
  readonly memberId: string;
  readonly [key: string]: unknown;
}

export interface MemberCardHolderDocument {
  /** The member id. */
  readonly id: string;
  readonly tokenHash: string;
  readonly nonce: string;
  readonly issuedAt: string;
  readonly [key: string]: unknown;
}

const collections: readonly CollectionSpec[] = [
  { name: MEMBER_CARDS, fields: { memberId: 'text' } },
  { name: MEMBER_CARD_HOLDERS, fields: {} },
];

export const memberCardsProjection = defineProjection({
  name: 'member_cards',
  version: 1,
  collections,
  eventTypes: ['MemberCardIssued', 'MemberDeleted'],
  documentsRead: (event) => [{ collection: MEMBER_CARD_HOLDERS, id: event.data.memberId }],
  apply(event, documents) {
    const { memberId } = event.data;
    const before = documents.get<MemberCardHolderDocument>(MEMBER_CARD_HOLDERS, memberId);
    if (before) documents.delete(MEMBER_CARDS, before.tokenHash);
    switch (event.type) {
      case 'MemberCardIssued': {
        const { tokenHash, nonce } = event.data;
        documents.put(MEMBER_CARDS, { id: tokenHash, memberId } satisfies MemberCardDocument);
        const holder: MemberCardHolderDocument = { id: memberId, tokenHash, nonce, issuedAt: eventOccurredAt(event) };
        documents.put(MEMBER_CARD_HOLDERS, holder);
        return;
      }
      case 'MemberDeleted':
        if (before) documents.delete(MEMBER_CARD_HOLDERS, memberId);
        return;
      default:
        unhandled(event);
    }
  },
});
