// Staff accounts and roles (R25): create, list, change role or password, disable and enable —
// over HTTP, and for sign-in and the CLI.
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { ProjectionService } from '../shared/projections/projection-service.js';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import { CLOCK, EVENT_STORE, READ_STORE } from '../shared/tokens.js';
import { ChangeStaffPasswordHandler } from './change-staff-password/change-staff-password.handler.js';
import { ChangeStaffPasswordController } from './change-staff-password/change-staff-password.http.controller.js';
import { ChangeStaffRoleHandler } from './change-staff-role/change-staff-role.handler.js';
import { ChangeStaffRoleController } from './change-staff-role/change-staff-role.http.controller.js';
import { CreateStaffAccountHandler } from './create-staff-account/create-staff-account.handler.js';
import { CreateStaffAccountController } from './create-staff-account/create-staff-account.http.controller.js';
import { DisableStaffAccountHandler } from './disable-staff-account/disable-staff-account.handler.js';
import { DisableStaffAccountController } from './disable-staff-account/disable-staff-account.http.controller.js';
import { EnableStaffAccountHandler } from './enable-staff-account/enable-staff-account.handler.js';
import { EnableStaffAccountController } from './enable-staff-account/enable-staff-account.http.controller.js';
import { ListStaffController } from './list-staff/list-staff.http.controller.js';
import { PasswordHasher } from './password-hasher.js';
import { RecordSignInHandler } from './record-sign-in/record-sign-in.handler.js';
import { createStaffCommands, STAFF_COMMANDS } from './staff-commands.js';
import { StaffDirectory } from './staff-directory.js';

const httpControllers = [
  ListStaffController,
  CreateStaffAccountController,
  ChangeStaffPasswordController,
  ChangeStaffRoleController,
  DisableStaffAccountController,
  EnableStaffAccountController,
];
const commandHandlers = [
  CreateStaffAccountHandler,
  ChangeStaffPasswordHandler,
  ChangeStaffRoleHandler,
  DisableStaffAccountHandler,
  EnableStaffAccountHandler,
  RecordSignInHandler,
];

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
      provide: STAFF_COMMANDS,
      inject: [EVENT_STORE, StaffDirectory, CLOCK, APP_CONFIG, ProjectionService],
      useFactory: (
        eventStore: EventStore,
        directory: StaffDirectory,
        clock: () => Date,
        config: AppConfig,
        runner: ProjectionService,
      ) =>
        createStaffCommands(eventStore, directory, {
          clock,
          timeZone: config.timeZone,
          onAppended: () => runner.notify(),
        }),
    },
    ...commandHandlers,
  ],
  exports: [PasswordHasher, StaffDirectory, STAFF_COMMANDS, CreateStaffAccountHandler],
})
export class StaffModule {}
