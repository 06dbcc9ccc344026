// Provides what every feature shares: configuration, logger, the two stores and the projections.
import {
  type DynamicModule,
  Global,
  Injectable,
  Inject,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config.js';
import type { EventStore } from './event-store/event-store.port.js';
import type { AppLogger } from './logging/logger.js';
import { ActorGate } from './commands/actor-gate.js';
import { ShutdownGate } from './http/shutdown-gate.js';
import { GymCalendar } from './gym-calendar.js';
import { ProjectionRunner } from './projections/projection-runner.js';
import { ProjectionService } from './projections/projection-service.js';
import { ProjectionThread } from './projections/projection-thread.js';
import type { RunnableProjection } from './projections/projection.js';
import { runnerLogger } from './projections/runner-logger.js';
import type { ReadStore } from './read-store/read-store.adapter.js';
import { openEventStore, openReadStore } from './open-stores.js';
import { finishSuppressions } from './personal-data/finish-suppressions.js';
import { MemberDataErasers } from './personal-data/member-data-erasers.js';
import { PersonalDataEventStore } from './personal-data/personal-data-event-store.js';
import { ReadDocumentsEraser } from './personal-data/read-documents-eraser.js';
import { CLOCK, EVENT_STORE, LOGGER, MEMBER_DATA_KEYS, PROJECTIONS, READ_STORE } from './tokens.js';

@Injectable()
class Lifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(ProjectionService) private readonly runner: ProjectionService,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(LOGGER) private readonly logger: AppLogger,
    @Inject(MemberDataErasers) private readonly erasers: MemberDataErasers,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Before anything reads the log: a supresión whose key a crash left standing is finished (issue 39).
    if (this.eventStore instanceof PersonalDataEventStore) {
      const { destroyed } = await finishSuppressions(this.eventStore.stored, this.eventStore.keys, {
        // The data kept outside the log (photos): every supresión and revocation since the last start.
        eraseOutsideLog: ({ suppressed, revoked }) => this.eraseOutsideLog(suppressed, revoked),
      });
      if (destroyed.length > 0)
        this.logger.warn({ members: destroyed }, 'finished supresiones: data keys destroyed at start');
    }
    await this.runner.start();
  }

  private async eraseOutsideLog(suppressed: readonly string[], revoked: readonly string[]): Promise<void> {
    for (const [members, scope] of [
      [suppressed, 'suppression'],
      [revoked, 'sensitive'],
    ] as const)
      for (const memberId of members) {
        const failed = await this.erasers.erase(memberId, scope);
        if (failed.length > 0)
          this.logger.error({ memberId, scope, errors: failed.map((error) => error.message) }, 'an eraser failed');
      }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.stop();
    await this.eventStore.close();
    await this.readStore.close();
  }
}

@Global()
@Module({})
export class InfrastructureModule {
  static forRoot(
    config: AppConfig,
    logger: AppLogger,
    projections: readonly RunnableProjection[],
    clock: () => Date = () => new Date(),
    projectionThread?: URL,
  ): DynamicModule {
    return {
      module: InfrastructureModule,
      providers: [
        { provide: CLOCK, useValue: clock },
        { provide: APP_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: PROJECTIONS, useValue: projections },
        { provide: EVENT_STORE, useFactory: () => openEventStore(config) },
        { provide: READ_STORE, useFactory: () => openReadStore(config) },
        // The event store's own key store (closed with it): what a supresión destroys a key in.
        {
          provide: MEMBER_DATA_KEYS,
          inject: [EVENT_STORE],
          useFactory: (eventStore: PersonalDataEventStore) => eventStore.keys,
        },
        {
          provide: ProjectionService,
          inject: [EVENT_STORE, READ_STORE],
          useFactory: (eventStore: EventStore, readStore: ReadStore): ProjectionService =>
            projectionThread
              ? new ProjectionThread({
                  script: projectionThread,
                  workerData: { config },
                  eventStore,
                  logger: runnerLogger(logger),
                  storedStatus: () =>
                    new ProjectionRunner(eventStore, readStore, projections, { followActive: false }).status(),
                }).load()
              : new ProjectionRunner(eventStore, readStore, projections, { logger: runnerLogger(logger) }),
        },
        { provide: ShutdownGate, useValue: new ShutdownGate() },
        // One per process: the guard counts each request on it, the staff commands change rights through it.
        { provide: ActorGate, useValue: new ActorGate() },
        GymCalendar,
        // Issue 39: what a supresión or a revocation also erases outside the log (member-data-erasers.ts).
        MemberDataErasers,
        ReadDocumentsEraser,
        Lifecycle,
      ],
      exports: [
        APP_CONFIG,
        LOGGER,
        PROJECTIONS,
        EVENT_STORE,
        MEMBER_DATA_KEYS,
        READ_STORE,
        CLOCK,
        ProjectionService,
        ShutdownGate,
        ActorGate,
        GymCalendar,
        MemberDataErasers,
        ReadDocumentsEraser,
      ],
    };
  }
}
