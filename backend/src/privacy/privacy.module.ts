// The members' data by law (Ley 1581 de 2012): the register of their data requests, consultas and
// reclamos with their business-day deadlines (R49).
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { commandController } from '../shared/http/command-controller.js';
import { ProjectionService } from '../shared/projections/projection-service.js';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import { CLOCK, EVENT_STORE, READ_STORE } from '../shared/tokens.js';
import {
  DATA_REQUEST_COMMAND_DEPS,
  dataRequestCommandTable,
  type DataRequestCommandDeps,
} from './data-request.routes.js';
import { createDataRequestWriteLoop } from './data-request.write-loop.js';
import { DataRequestsController } from './data-requests/data-requests.http.controller.js';
import {
  GetMemberOpenReclamoHandler,
  ListDataRequestsHandler,
  MemberDataRequestsHandler,
} from './data-requests/data-requests.queries.js';
import { MemberDataReportController } from './member-data-report/member-data-report.http.controller.js';
import { MemberDataReportXlsxController } from './member-data-report/member-data-report-xlsx.http.controller.js';
import { GetMemberDataReportHandler } from './member-data-report/member-data-report.query.js';

@Module({
  controllers: [
    DataRequestsController,
    MemberDataReportXlsxController,
    MemberDataReportController,
    commandController(dataRequestCommandTable),
  ],
  providers: [
    {
      provide: DATA_REQUEST_COMMAND_DEPS,
      inject: [EVENT_STORE, CLOCK, APP_CONFIG, ProjectionService, READ_STORE],
      useFactory: (
        eventStore: EventStore,
        clock: () => Date,
        config: AppConfig,
        runner: ProjectionService,
        readStore: ReadQueries,
      ): DataRequestCommandDeps => ({
        requests: createDataRequestWriteLoop(eventStore, {
          clock,
          timeZone: config.timeZone,
          onAppended: () => runner.notify(),
        }),
        readStore,
      }),
    },
    ListDataRequestsHandler,
    GetMemberOpenReclamoHandler,
    MemberDataRequestsHandler,
    GetMemberDataReportHandler,
  ],
})
export class PrivacyModule {}
