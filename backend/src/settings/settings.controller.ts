// GET /api/settings: what the login page needs before anyone signs in (gym name, time zone).
import { Controller, Get, Inject } from '@nestjs/common';
import { Public } from '../auth/public.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config.js';

@Controller('settings')
export class SettingsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get()
  settings() {
    return { gymName: this.config.gymName, timeZone: this.config.timeZone };
  }
}
