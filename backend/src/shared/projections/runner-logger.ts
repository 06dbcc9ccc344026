// The projections' log lines, as the app writes them (component "projections").
import type { AppLogger } from '../logging/logger.js';
import type { RunnerLogger } from './target-failures.js';

export function runnerLogger(logger: AppLogger): RunnerLogger {
  return {
    info: (msg, details) => logger.info({ ...details, component: 'projections' }, msg),
    error: (msg, details) => logger.error({ ...details, component: 'projections' }, msg),
  };
}
