// The worker side of ProjectionThread: runs a ProjectionRunner on the thread's own store
// connections, answers the main thread's calls, and tells it where the projections are.
import type { ProjectionRunner } from './projection-runner.js';
import type {
  FromProjectionThread,
  ThreadCall,
  ThreadProgress,
  ToProjectionThread,
} from './projection-thread.messages.js';

export interface ThreadPort {
  postMessage(message: FromProjectionThread): void;
  on(event: 'message', listener: (message: ToProjectionThread) => void): void;
}

export class ProjectionThreadHost {
  private runner: ProjectionRunner | null = null;
  private sent = '';

  /** `closeStores` runs once the runner stopped, before `stop` is answered. */
  constructor(
    private readonly port: ThreadPort,
    private readonly closeStores: () => Promise<void>,
  ) {}

  /** Answers the main thread's calls with `runner`, built with `onCycle: host.cycled`. */
  serve(runner: ProjectionRunner): void {
    this.runner = runner;
    this.port.on('message', (message) => {
      if (message.kind === 'wake') runner.notify();
      else void this.answer(runner, message.id, message);
    });
  }

  /** After each runner cycle: tells the main thread when a position, generation or rebuild moved. */
  readonly cycled = (): void => {
    if (!this.runner) return;
    const progress = progressOf(this.runner);
    const key = JSON.stringify(progress);
    if (key === this.sent) return;
    this.sent = key;
    this.port.postMessage({ kind: 'progress', progress });
  };

  private async answer(runner: ProjectionRunner, id: number, call: ThreadCall): Promise<void> {
    try {
      const value = await this.run(runner, call);
      this.port.postMessage({ kind: 'reply', id, value });
    } catch (error) {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      this.port.postMessage({ kind: 'reply', id, error: { name, message } });
    }
  }

  private async run(runner: ProjectionRunner, call: ThreadCall): Promise<unknown> {
    switch (call.method) {
      case 'start':
        await runner.start();
        return progressOf(runner);
      case 'stop':
        await runner.stop();
        return this.closeStores();
      case 'status':
        return runner.status();
      case 'rebuild':
        return runner.rebuild(call.names);
    }
  }
}

function progressOf(runner: ProjectionRunner): ThreadProgress {
  return { live: runner.liveGenerations(), rebuilds: runner.rebuildProgress() };
}
