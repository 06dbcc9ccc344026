// The application: shared infrastructure, the features, and the built frontend at `/`.
import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CashDaysModule } from './cash-days/cash-days.port.js';
import type { AppConfig } from './config.js';
import { RebuildProjectionsController } from './admin/rebuild-projections.http.controller.js';
import { HealthController } from './health/health.controller.js';
import { MembersModule } from './members/members.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { allProjections } from './projections.js';
import { SettingsModule } from './settings/settings.module.js';
import { InfrastructureModule } from './shared/infrastructure.module.js';
import type { AppLogger } from './shared/logging/logger.js';

export interface AppOptions {
  readonly config: AppConfig;
  readonly logger: AppLogger;
  /** The built frontend (frontend/dist); served with every non-API path answering index.html. */
  readonly staticDir?: string;
  /** The clock commands are decided with; tests pass a fixed one. Default: the real time. */
  readonly clock?: () => Date;
  /**
   * The projection thread's script (the built `projections-worker.js`): the projections then run
   * in a worker thread beside the requests. Without it (the API tests) they run on the main thread.
   */
  readonly projectionThread?: URL;
}

const httpControllers = [HealthController, RebuildProjectionsController];

@Module({})
export class AppModule {
  static forRoot({ config, logger, clock, projectionThread }: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.forRoot(config, logger, allProjections, clock, projectionThread),
        CqrsModule.forRoot(),
        AuthModule,
        SettingsModule,
        AuditModule,
        ReportsModule,
        CashDaysModule,
        MembersModule,
      ],
      controllers: httpControllers,
    };
  }
}
