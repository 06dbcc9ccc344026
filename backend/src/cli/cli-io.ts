// What an operator command writes to and reads its settings from: the process's, or a test's.
import type { AppConfig } from '../config.js';

export interface CliIo {
  readonly config: AppConfig;
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}
