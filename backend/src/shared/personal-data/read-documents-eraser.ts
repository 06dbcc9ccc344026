// R48 (c) in the read store's own files: once the projections have blanked an erased member's
// documents, the store drops the copies of their old versions it still keeps outside its live
// pages (SQLite: the page versions in `read.db-wal`, which a running app otherwise overwrites only
// when the log wraps), instead of leaving them readable on disk until the app stops.
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '../event-store/event-store.port.js';
import type { AppLogger } from '../logging/logger.js';
import { ProjectionService } from '../projections/projection-service.js';
import type { ReadStore } from '../read-store/read-store.adapter.js';
import { EVENT_STORE, LOGGER, READ_STORE } from '../tokens.js';
import { MemberDataErasers } from './member-data-erasers.js';

/** How long the projections may take to blank the documents, and how often a busy store is asked again. */
const CAUGHT_UP_TIMEOUT_MS = 60_000;
const RETRY_MS = [100, 500, 2_000, 10_000];

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms).unref());

@Injectable()
export class ReadDocumentsEraser {
  private last: Promise<void> = Promise.resolve();

  constructor(
    @Inject(MemberDataErasers) erasers: MemberDataErasers,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(ProjectionService) private readonly projections: ProjectionService,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {
    // Not awaited by the supresión: it answers once the key is gone; the old pages go right after.
    erasers.register(() => {
      this.last = this.last.then(() => this.discardAfterProjections());
      return Promise.resolve();
    });
  }

  /** Resolves once every erasure asked for so far has been carried out (or given up, logged). */
  settled(): Promise<void> {
    return this.last;
  }

  private async discardAfterProjections(): Promise<void> {
    try {
      const head = await this.eventStore.headPosition();
      if (!(await this.projections.waitFor(head, CAUGHT_UP_TIMEOUT_MS))) {
        this.logger.warn(
          { head },
          'erasure: the projections did not catch up; old pages stay until the next checkpoint',
        );
        return;
      }
      for (const retry of [0, ...RETRY_MS]) {
        if (retry > 0) await pause(retry);
        if (await this.readStore.discardOldVersions()) return;
      }
      this.logger.warn('erasure: the read store stayed busy; old pages stay until the next checkpoint');
    } catch (error) {
      this.logger.error({ error: (error as Error).message }, 'erasure: the read store could not drop old pages');
    }
  }
}
