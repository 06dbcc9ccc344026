// Staff accounts and roles (R25): the table of an Administrador's commands on accounts, the list,
// and what sign-in, 'Mi cuenta', the start-up and the CLI use (the runner, the hasher, the directory).
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { commandController } from '../shared/http/command-controller.js';
import { ProjectionService } from '../shared/projections/projection-service.js';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import { CLOCK, EVENT_STORE, READ_STORE } from '../shared/tokens.js';
import { ActorGate } from '../shared/commands/actor-gate.js';
import { CurrentStaffAccounts } from './current-staff-accounts.js';
import { STAFF_ACCOUNTS, type StaffAccountDocument } from './staff-accounts/staff-accounts.projection.js';
import { ListStaffController } from './list-staff/list-staff.http.controller.js';
import { PasswordHasher } from './password-hasher.js';
import { createStaffWriteLoop, STAFF_WRITE_LOOP, type StaffWriteLoop } from './staff.write-loop.js';
import { STAFF_COMMAND_DEPS, staffCommandTable } from './staff.routes.js';
import { StaffDirectory } from './staff-directory.js';

const httpControllers = [ListStaffController, commandController(staffCommandTable)];

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
      provide: STAFF_WRITE_LOOP,
      inject: [EVENT_STORE, StaffDirectory, CLOCK, APP_CONFIG, ProjectionService, ActorGate],
      useFactory: (
        eventStore: EventStore,
        directory: StaffDirectory,
        clock: () => Date,
        config: AppConfig,
        runner: ProjectionService,
        gate: ActorGate,
      ) =>
        createStaffWriteLoop(eventStore, directory, {
          clock,
          timeZone: config.timeZone,
          onAppended: () => runner.notify(),
          rights: { gate, projections: runner },
        }),
    },
    {
      provide: CurrentStaffAccounts,
      inject: [EVENT_STORE, StaffDirectory, READ_STORE],
      useFactory: (eventStore: EventStore, directory: StaffDirectory, readStore: ReadQueries) =>
        new CurrentStaffAccounts(
          eventStore,
          async () => (await directory.listFromEvents())[0]?.staffId,
          (staffId) => readStore.get<StaffAccountDocument>(STAFF_ACCOUNTS, staffId),
        ),
    },
    {
      provide: STAFF_COMMAND_DEPS,
      inject: [STAFF_WRITE_LOOP, PasswordHasher],
      useFactory: (staff: StaffWriteLoop, hasher: PasswordHasher) => ({ staff, hasher }),
    },
  ],
  exports: [PasswordHasher, StaffDirectory, CurrentStaffAccounts, STAFF_WRITE_LOOP, STAFF_COMMAND_DEPS],
})
export class StaffModule {}
