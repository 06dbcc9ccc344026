// What the member command table's rows use: the members' write loop, the cédula registry, and who
// holds a payment (the money feature provides it; members never imports money, which reads members).
import type { PaymentOnRecord } from '@gym/domain';
import type { CedulaRegistry } from './cedulas/cedula-registry.js';
import type { MemberWriteLoop } from './member.write-loop.js';
import type { MemberDataErasure } from './member-rights/member-data-erasure.js';
import type { PhotoStore } from './member-photos/photo-store.port.js';

/** Which member holds a payment, from the payments read model. */
export interface PaymentHolderLookup {
  /** Throws PAYMENT.NOT_FOUND for a payment no member holds. */
  holderOf(paymentId: string): Promise<string>;
  /**
   * R29: the payment as a void is told of it, null for none, read once the payments read model holds
   * every event appended before the call (so every event of a member state loaded before it): a
   * second void decided on a state that already has the first sees it. Throws PAYMENT.NOT_READY when
   * the projections do not get there in time.
   */
  paymentOf(paymentId: string): Promise<PaymentOnRecord | null>;
}

/** Provided by the money feature, which keeps the payments read model. */
export const PAYMENT_HOLDERS = Symbol('PAYMENT_HOLDERS');

/** What the member command table's rows use. */
export interface MemberCommandDeps {
  readonly members: MemberWriteLoop;
  readonly cedulas: CedulaRegistry;
  /** R29: which member holds a payment (the void's route names only the payment). */
  readonly paymentHolders: PaymentHolderLookup;
  /** R51: the server's key the cards' tokens are made with (member-cards/card-tokens.ts). */
  readonly cardKey: string;
  /** R48: destroys a suppressed member's data key (crypto-shredding). */
  readonly erasure: MemberDataErasure;
  /** R52: the members' photos, kept outside the log ('Borrar foto' deletes one). */
  readonly photos: PhotoStore;
}
