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
import { ShutdownGate } from './http/shutdown-gate.js';
import { GymCalendar } from './gym-calendar.js';
import { ProjectionRunner } from './projections/projection-runner.js';
import type { RunnableProjection } from './projections/projection.js';
import type { ReadStore } from './read-store/read-store.port.js';
import { openEventStore, openReadStore } from './open-stores.js';
import { CLOCK, EVENT_STORE, LOGGER, PROJECTIONS, READ_STORE } from './tokens.js';

@Injectable()
class Lifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(ProjectionRunner) private readonly runner: ProjectionRunner,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.runner.start();
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
        {
          provide: ProjectionRunner,
          inject: [EVENT_STORE, READ_STORE],
          useFactory: (eventStore: EventStore, readStore: ReadStore) =>
            new ProjectionRunner(eventStore, readStore, projections, {
              logger: {
                info: (msg, details) => logger.info({ ...details, component: 'projections' }, msg),
                error: (msg, details) => logger.error({ ...details, component: 'projections' }, msg),
              },
            }),
        },
        { provide: ShutdownGate, useValue: new ShutdownGate() },
        GymCalendar,
        Lifecycle,
      ],
      exports: [
        APP_CONFIG,
        LOGGER,
        PROJECTIONS,
        EVENT_STORE,
        READ_STORE,
        CLOCK,
        ProjectionRunner,
        ShutdownGate,
        GymCalendar,
      ],
    };
  }
}
