// What the app's main thread and its projection thread say to each other (structured-cloned).
import type { LiveGeneration, RebuildProgress } from './projection-service.js';

export type ThreadCall =
  | { readonly method: 'start' }
  | { readonly method: 'stop' }
  | { readonly method: 'status' }
  | { readonly method: 'rebuild'; readonly names: readonly string[] };

export type ToProjectionThread =
  ({ readonly kind: 'call'; readonly id: number } & ThreadCall) | { readonly kind: 'wake' };

/** Where the thread's projections are: sent after every cycle that moved them. */
export interface ThreadProgress {
  readonly live: readonly LiveGeneration[];
  readonly rebuilds: readonly RebuildProgress[];
}

export interface ThreadError {
  readonly name: string;
  readonly message: string;
}

export type FromProjectionThread =
  | { readonly kind: 'progress'; readonly progress: ThreadProgress }
  | { readonly kind: 'reply'; readonly id: number; readonly value?: unknown; readonly error?: ThreadError };
