// The application: shared infrastructure, the features, and the built frontend at `/`.
import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminModule } from './admin/admin.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import type { AppConfig } from './config.js';
import { HealthModule } from './health/health.module.js';
import { MembersModule } from './members/members.module.js';
import { MoneyModule } from './money/money.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { RemindersModule } from './reminders/reminders.module.js';
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

@Module({})
export class AppModule {
  static forRoot({ config, logger, clock, projectionThread }: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.forRoot(config, logger, allProjections, clock, projectionThread),
        CqrsModule.forRoot(),
        HealthModule,
        AdminModule,
        AuthModule,
        SettingsModule,
        AuditModule,
        ReportsModule,
        RemindersModule,
        MoneyModule,
        PrivacyModule,
        // The member commands append their money with the money's cash book (money/ reads members).
        MembersModule.withMoney(MoneyModule),
      ],
    };
  }
}
