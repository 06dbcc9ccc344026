// R29: 'Anular pago'. The route names only the payment; the payments read model knows which member
// holds it, and the void is decided on that member's stream (a deleted member's too, R22).
import type { CommandResponse, VoidPaymentRequest } from '@gym/domain';
import type { CommandCall } from '../../shared/commands/command-table.js';
import type { EventStore } from '../../shared/event-store/event-store.port.js';
import { AppError } from '../../shared/http/app-error.js';
import type { ProjectionService } from '../../shared/projections/projection-service.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { paymentHolder } from '../../reports/reports.port.js';
import type { MemberCommandDeps } from '../cedulas/cedula-commands.js';
import { sendToMember } from '../member.write-loop.js';

/** A payment recorded a moment ago may not be read yet: the projections are waited for this long once. */
const HOLDER_WAIT_MS = 3_000;

/** Which member holds a payment, from the payments read model. */
export class PaymentHolders {
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
}

export async function voidPayment(
  { id: paymentId, body, context }: CommandCall<VoidPaymentRequest>,
  { members, paymentHolders }: MemberCommandDeps,
): Promise<CommandResponse> {
  const memberId = await paymentHolders.holderOf(paymentId);
  const { position } = await sendToMember(members, memberId, context, {
    type: 'VoidPayment',
    data: { memberId, paymentId, reason: body.reason },
  });
  return { position };
}
