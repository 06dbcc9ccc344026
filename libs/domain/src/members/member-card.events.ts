// R51: the member's card — the event that gives it a token, its schema and the line an auditor reads
// for it. The event holds the token's SHA-256 (never the token, never the cédula) and the nonce the
// server derives the token from with its own key; a new card replaces the one before at once.
import { z } from 'zod';
import { message } from '../messages.js';
import { memberEvent, type MemberEventEntries, type MemberEventIn } from './member-event-lines.js';

export const MEMBER_CARD_EVENTS = {
  MemberCardIssued: memberEvent(
    z.object({
      memberId: z.string(),
      /** Hex SHA-256 of the card's token: what the card's page is found by. */
      tokenHash: z.string(),
      /** A random id; the token is the server's keyed hash of it (backend/src/members/member-cards). */
      nonce: z.string(),
      /** 'Renovar carnet': an earlier card of the member stops working with this one. */
      renewed: z.boolean(),
    }),
    (data) => message(data.renewed ? 'AUDIT.MEMBER_CARD_RENEWED' : 'AUDIT.MEMBER_CARD_ISSUED'),
  ),
} satisfies MemberEventEntries;

export type MemberCardIssued = MemberEventIn<typeof MEMBER_CARD_EVENTS, 'MemberCardIssued'>;
