// At start: with GYM_ADMIN_EMAIL and GYM_ADMIN_PASSWORD set and no staff stream in the event store
// yet, creates that account as Administrador (R25). Once any account exists (also after a
// restart), it does nothing.
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { message, SYSTEM_STAFF_ID } from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { idempotentEventId } from '../shared/commands/idempotency.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { AppError } from '../shared/http/app-error.js';
import type { AppLogger } from '../shared/logging/logger.js';
import { ProjectionService } from '../shared/projections/projection-service.js';
import { EVENT_STORE, LOGGER } from '../shared/tokens.js';
import {
  createStaffAccount,
  STAFF_COMMAND_DEPS,
  STAFF_STREAM_PREFIX,
  type StaffCommandDeps,
} from '../staff/staff.port.js';

/**
 * The first administrator's id derives from the e-mail, so two instances starting at once write
 * the same stream and the second finds it taken instead of creating a twin account.
 */
export const firstAdministratorId = (email: string): string => idempotentEventId('first-administrator', email, 0);

@Injectable()
export class FirstAdministrator implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(STAFF_COMMAND_DEPS) private readonly staff: StaffCommandDeps,
    @Inject(ProjectionService) private readonly runner: ProjectionService,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  // Runs after the projection runner started (global modules' hooks run first), and waits until
  // the account is projected, so the login works as soon as the app listens.
  async onApplicationBootstrap(): Promise<void> {
    const { adminEmail: email, adminPassword: password } = this.config;
    if (!email || !password) return;
    if ((await this.eventStore.listStreams(STAFF_STREAM_PREFIX)).length > 0) return;
    const context = { staffId: SYSTEM_STAFF_ID, correlationId: 'first-administrator' };
    const account = {
      email,
      displayName: message('STAFF.FIRST_ADMIN_NAME'),
      password,
      role: 'admin' as const,
      staffId: firstAdministratorId(email),
    };
    try {
      const { position } = await createStaffAccount(this.staff, context, account);
      await this.runner.waitFor(position, 10_000);
      this.logger.info({ email }, 'first administrator created');
    } catch (error) {
      const createdElsewhere =
        error instanceof AppError && ['STAFF.ALREADY_EXISTS', 'STAFF.EMAIL_TAKEN'].includes(error.code);
      if (!createdElsewhere) throw error;
    }
  }
}
