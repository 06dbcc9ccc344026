// GET /api/health: public `{ status }` for probes; to signed-in staff also which stores are in use,
// the log's head, each projection's position and lag, and how many requests are under way.
import { Controller, Inject } from '@nestjs/common';
import { apiOperations, type HealthView } from '@gym/domain';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { CurrentStaff, type SignedInStaff } from '../shared/http/command-context.js';
import { ShutdownGate } from '../shared/http/shutdown-gate.js';
import { Route } from '../shared/http/route.decorator.js';
import { ProjectionService } from '../shared/projections/projection-service.js';
import type { ReadStore } from '../shared/read-store/read-store.adapter.js';
import { EVENT_STORE, READ_STORE } from '../shared/tokens.js';

@Controller()
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(ProjectionService) private readonly runner: ProjectionService,
    @Inject(ShutdownGate) private readonly gate: ShutdownGate,
  ) {}

  @Route(apiOperations.health)
  async health(@CurrentStaff() staff: SignedInStaff | undefined): Promise<HealthView> {
    // Strangers learn only that the app is up; store kinds and positions are for staff.
    if (!staff) return { status: 'ok' };
    const { head, projections } = await this.runner.status();
    const maxLag = Math.max(0, ...projections.filter((p) => p.active).map((p) => p.lag));
    return {
      status: 'ok',
      stores: { events: this.eventStore.kind, read: this.readStore.kind },
      head,
      maxLag,
      projections,
      // What this process follows: after a swap made elsewhere it names the new generations.
      following: this.runner.liveGenerations(),
      rebuilds: this.runner.rebuildProgress(),
      requestsInFlight: this.gate.requestsInFlight,
    };
  }
}
