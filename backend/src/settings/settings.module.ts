// The owner's settings: the gym's public name and time zone, and the plan prices (R24) that every
// member decision is given.
import { Module } from '@nestjs/common';
import { commandController } from '../shared/http/command-controller.js';
import { SETTINGS_COMMAND_DEPS, settingsCommandTable } from './settings.routes.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { ProjectionService } from '../shared/projections/projection-service.js';
import { CLOCK, EVENT_STORE } from '../shared/tokens.js';
import { SettingsController } from './settings.controller.js';
import {
  createGymSettingsWriteLoop,
  GYM_SETTINGS_WRITE_LOOP,
  PlanPriceReader,
  type GymSettingsWriteLoop,
} from './gym-settings.write-loop.js';
import { PlanPricesController } from './plan-prices/plan-prices.http.controller.js';
import { GetPlansHandler, GetPriceChangesHandler } from './plan-prices/plan-prices.queries.js';
import { GymDetailsController } from './gym-details/gym-details.http.controller.js';
import { GetGymDetailsHandler } from './gym-details/gym-details.query.js';
import { DataPolicyController, GetDataPolicyHandler } from './data-policy/data-policy.query.js';
import { DiscountLimitController } from './discount-limit/discount-limit.http.controller.js';
import { PLAN_COMMAND_DEPS, planCommandTable } from './plans/plans.routes.js';
import { createPlansWriteLoop, PLANS_WRITE_LOOP, type PlansWriteLoop } from './plans/plans.write-loop.js';

const httpControllers = [
  SettingsController,
  PlanPricesController,
  GymDetailsController,
  DataPolicyController,
  DiscountLimitController,
  commandController(settingsCommandTable),
  commandController(planCommandTable),
];
const queryHandlers = [GetPlansHandler, GetPriceChangesHandler, GetGymDetailsHandler, GetDataPolicyHandler];

@Module({
  controllers: httpControllers,
  providers: [
    {
      provide: GYM_SETTINGS_WRITE_LOOP,
      inject: [EVENT_STORE, CLOCK, APP_CONFIG, ProjectionService],
      useFactory: (eventStore: EventStore, clock: () => Date, config: AppConfig, runner: ProjectionService) =>
        createGymSettingsWriteLoop(eventStore, { clock, timeZone: config.timeZone, onAppended: () => runner.notify() }),
    },
    {
      provide: PLANS_WRITE_LOOP,
      inject: [EVENT_STORE, CLOCK, APP_CONFIG, ProjectionService],
      useFactory: (eventStore: EventStore, clock: () => Date, config: AppConfig, runner: ProjectionService) =>
        createPlansWriteLoop(eventStore, { clock, timeZone: config.timeZone, onAppended: () => runner.notify() }),
    },
    {
      provide: PlanPriceReader,
      inject: [GYM_SETTINGS_WRITE_LOOP, PLANS_WRITE_LOOP],
      useFactory: (settings: GymSettingsWriteLoop, plans: PlansWriteLoop) => new PlanPriceReader(settings, plans),
    },
    {
      provide: PLAN_COMMAND_DEPS,
      inject: [PLANS_WRITE_LOOP],
      useFactory: (plans: PlansWriteLoop) => ({ plans }),
    },
    {
      provide: SETTINGS_COMMAND_DEPS,
      inject: [GYM_SETTINGS_WRITE_LOOP],
      useFactory: (settings: GymSettingsWriteLoop) => ({ settings }),
    },
    ...queryHandlers,
  ],
  exports: [PlanPriceReader],
})
export class SettingsModule {}
