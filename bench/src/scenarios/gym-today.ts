// "Today" as the app sees it: the calendar date in the gym's time zone (R1).
import { localDate } from '@gym/domain';
import { GYM_TIME_ZONE } from '../generator/member-actor.js';

export const gymToday = (): string => localDate(new Date().toISOString(), GYM_TIME_ZONE);
