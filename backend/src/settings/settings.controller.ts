// GET /api/settings: what the login page needs before anyone signs in (gym name, time zone), and the
// addresses the cards name and Ingreso accepts (R51).
import { Controller, Inject, Req } from '@nestjs/common';
import { apiOperations, type SettingsView } from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { Route } from '../shared/http/route.decorator.js';
import { normalisedOrigin } from '../shared/http/same-origin-writes.js';
import { configuredSiteAddresses } from '../shared/http/site-addresses.js';

@Controller()
export class SettingsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Route(apiOperations.getSettings)
  settings(@Req() request: { readonly protocol: string; readonly host?: string }): SettingsView {
    return {
      gymName: this.config.gymName,
      timeZone: this.config.timeZone,
      publicUrl: this.config.publicUrl ?? null,
      siteAddresses: configuredSiteAddresses(this.config, normalisedOrigin(request.protocol, request.host)),
    };
  }
}
