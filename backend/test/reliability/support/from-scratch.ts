// The reference the reliability tests compare a running app with: a fresh app (in this process) on
// a copy of the event log alone, which builds every read document from zero.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventStore } from '../../../src/shared/event-store/event-store.port.js';
import { ProjectionService } from '../../../src/shared/projections/projection-service.js';
import { EVENT_STORE } from '../../../src/shared/tokens.js';
import { startTestApp } from '../../support/test-app.js';
import { type BuiltServer, copyEventLog } from './built-server.js';
import { readModelSnapshot } from './read-model-snapshot.js';

/** Every screen of `server` (caught up) shows what an app rebuilt from the same events shows. */
export async function expectSameAsFromScratch(server: Pick<BuiltServer, 'dataDir' | 'staff'>): Promise<void> {
  const copyDir = mkdtempSync(join(tmpdir(), 'gym-rebuild-'));
  await copyEventLog(server.dataDir, copyDir);
  const rebuilt = await startTestApp({}, { dataDir: copyDir, signedIn: false });
  try {
    const head = await rebuilt.app.get<EventStore>(EVENT_STORE).headPosition();
    expect(await rebuilt.app.get(ProjectionService).waitFor(head, 30_000)).toBe(true);
    expect((await rebuilt.signIn()).status).toBe(200);
    const [live, fromZero] = await Promise.all([readModelSnapshot(server.staff), readModelSnapshot(rebuilt)]);
    expect(live).toEqual(fromZero);
  } finally {
    await rebuilt.close();
    rmSync(copyDir, { recursive: true, force: true });
  }
}
