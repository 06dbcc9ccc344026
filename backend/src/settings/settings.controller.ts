// GET /api/settings: what the login page needs before anyone signs in (gym name, time zone).
import { Controller, Inject } from '@nestjs/common';
import { apiOperations, type SettingsView } from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { Route } from '../shared/http/route.decorator.js';

@Controller()
export class SettingsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Route(apiOperations.getSettings)
  settings(): SettingsView {
    return { gymName: this.config.gymName, timeZone: this.config.timeZone };
  }
}
