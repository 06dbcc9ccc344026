// Staff accounts: create, change password, disable — over HTTP, and for sign-in and the CLI.
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { ProjectionRunner } from '../shared/projections/projection-runner.js';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import { CLOCK, EVENT_STORE, READ_STORE } from '../shared/tokens.js';
import { ChangeStaffPasswordHandler } from './change-staff-password/change-staff-password.handler.js';
import { ChangeStaffPasswordController } from './change-staff-password/change-staff-password.http.controller.js';
import { CreateStaffAccountHandler } from './create-staff-account/create-staff-account.handler.js';
import { CreateStaffAccountController } from './create-staff-account/create-staff-account.http.controller.js';
import { DisableStaffAccountHandler } from './disable-staff-account/disable-staff-account.handler.js';
import { DisableStaffAccountController } from './disable-staff-account/disable-staff-account.http.controller.js';
import { PasswordHasher } from './password-hasher.js';
import { createStaffCommandHandler, STAFF_COMMAND_HANDLER } from './staff-commands.js';
import { StaffDirectory } from './staff-directory.js';

const httpControllers = [CreateStaffAccountController, ChangeStaffPasswordController, DisableStaffAccountController];
const commandHandlers = [CreateStaffAccountHandler, ChangeStaffPasswordHandler, DisableStaffAccountHandler];

@Module({
  controllers: httpControllers,
  providers: [
    { provide: PasswordHasher, useFactory: () => new PasswordHasher() },
    {
      provide: StaffDirectory,
      inject: [EVENT_STORE, READ_STORE],
      useFactory: (eventStore: EventStore, readStore: ReadQueries) => new StaffDirectory(eventStore, readStore),
    },
    {
      provide: STAFF_COMMAND_HANDLER,
      inject: [EVENT_STORE, CLOCK, APP_CONFIG, ProjectionRunner],
      useFactory: (eventStore: EventStore, clock: () => Date, config: AppConfig, runner: ProjectionRunner) =>
        createStaffCommandHandler(eventStore, { clock, timeZone: config.timeZone, onAppended: () => runner.notify() }),
    },
    ...commandHandlers,
  ],
  exports: [PasswordHasher, StaffDirectory, CreateStaffAccountHandler],
})
export class StaffModule {}
