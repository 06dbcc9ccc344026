// GET /api/health: which stores are in use, the log's head and each projection's position and lag.
import { Controller, Get, Inject } from '@nestjs/common';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { ProjectionRunner } from '../shared/projections/projection-runner.js';
import type { ReadStore } from '../shared/read-store/read-store.port.js';
import { EVENT_STORE, READ_STORE } from '../shared/tokens.js';

@Controller('health')
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(ProjectionRunner) private readonly runner: ProjectionRunner,
  ) {}

  @Get()
  async health() {
    const { head, projections } = await this.runner.status();
    const maxLag = Math.max(0, ...projections.filter((p) => p.active).map((p) => p.lag));
    return {
      status: 'ok',
      stores: { events: this.eventStore.kind, read: this.readStore.kind },
      head,
      maxLag,
      projections,
      rebuilds: this.runner.rebuildProgress(),
    };
  }
}
