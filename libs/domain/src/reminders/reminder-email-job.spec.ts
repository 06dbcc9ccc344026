// R50: the e-mail job's record: how a run ends, when the next one is, and the banner, from what is recorded.
import {
  nextReminderEmailRunAfter,
  reminderEmailDayDone,
  reminderEmailJobView,
  reminderEmailRunEnded,
  type ReminderEmailRun,
} from './reminder-email-job.js';

const TZ = 'America/Bogota';
const NOW = '2026-03-02T15:00:00.000Z'; // 10:00 in Bogotá
const DAY = '2026-03-02';
const ok = { day: DAY, sent: 2, failed: 1, unreachable: null };
const down = { day: DAY, sent: 0, failed: 0, unreachable: 'ECONNREFUSED' };

describe('R50 the e-mail job’s record', () => {
  it('a run done: next at 08:00 tomorrow; the day is done', () => {
    const run = reminderEmailRunEnded(ok, NOW, TZ, null);
    expect(run).toEqual({
      day: DAY,
      at: NOW,
      outcome: 'done',
      sent: 2,
      failed: 1,
      retries: 0,
      next: '2026-03-03T13:00:00.000Z',
    });
    expect(reminderEmailDayDone(run, NOW, TZ)).toBe(true);
    expect(reminderEmailJobView(run, true, false)).toEqual({
      enabled: true,
      state: 'done',
      at: NOW,
      sent: 2,
      failed: 1,
    });
  });

  it('the server down: retried 15 minutes on, counted from the day’s last record; the ninth gives the day up', () => {
    let last: ReminderEmailRun | null = null;
    for (let retry = 1; retry <= 8; retry += 1) {
      last = reminderEmailRunEnded(down, NOW, TZ, last);
      expect(last).toMatchObject({ outcome: 'unavailable', retries: retry, next: '2026-03-02T15:15:00.000Z' });
      expect(reminderEmailDayDone(last, NOW, TZ)).toBe(false);
    }
    const gaveUp = reminderEmailRunEnded(down, NOW, TZ, last);
    expect(gaveUp).toMatchObject({ outcome: 'gave_up', next: '2026-03-03T13:00:00.000Z' });
    expect(reminderEmailJobView(gaveUp, true, false)).toMatchObject({ state: 'gave_up', at: gaveUp.next });
  });

  it('the next run: at once with nothing recorded today (at start, whatever the hour), else as recorded', () => {
    expect(nextReminderEmailRunAfter(null, NOW, TZ)).toBe(NOW);
    const yesterday = reminderEmailRunEnded({ ...ok, day: '2026-03-01' }, '2026-03-01T15:00:00.000Z', TZ, null);
    expect(nextReminderEmailRunAfter(yesterday, NOW, TZ)).toBe(NOW);
    const retrying = reminderEmailRunEnded(down, NOW, TZ, null);
    expect(nextReminderEmailRunAfter(retrying, NOW, TZ)).toBe('2026-03-02T15:15:00.000Z');
    expect(reminderEmailJobView(null, true, false)).toEqual({
      enabled: true,
      state: 'waiting',
      at: null,
      sent: 0,
      failed: 0,
    });
    expect(reminderEmailJobView(retrying, true, true)).toMatchObject({ state: 'running' });
  });
});
