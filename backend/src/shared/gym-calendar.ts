// "Today" for the read side: the calendar date in the gym's time zone by the injected clock (R1).
import { Inject, Injectable } from '@nestjs/common';
import { localDate } from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { CLOCK } from './tokens.js';

@Injectable()
export class GymCalendar {
  constructor(
    @Inject(CLOCK) private readonly clock: () => Date,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  today(): string {
    return localDate(this.clock().toISOString(), this.config.timeZone);
  }
}
