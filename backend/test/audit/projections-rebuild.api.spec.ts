// Operators rebuild every read document from the events without stopping the app: on a generated
// gym of several thousand events, an interrupted rebuild leaves the live documents as they were,
// POST /api/admin/projections/rebuild keeps answering queries and swaps in the same documents,
// and `npm run projections -- status | rebuild` tell and do the same from a terminal.
import { PassThrough } from 'node:stream';
import { openCliStores } from '../../src/cli/cli-stores.js';
import { runProjectionsCli } from '../../src/cli/projections-cli.js';
import { allProjections } from '../../src/projections.js';
import type { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { ProjectionRunner, type ProjectionStatus } from '../../src/shared/projections/projection-runner.js';
import { ProjectionService } from '../../src/shared/projections/projection-service.js';
import type { Doc } from '../../src/shared/read-store/read-store.port.js';
import type { ReadStore } from '../../src/shared/read-store/read-store.adapter.js';
import { EVENT_STORE, READ_STORE } from '../../src/shared/tokens.js';
import { projected } from '../auth/auth-test-helpers.js';
import { generateGymHistory } from '../members/support/gym-history.js';
import { getJson, registerMember } from '../members/support/members-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Documents = Partial<Record<string, Doc[]>>;

async function documents(readStore: ReadStore): Promise<Documents> {
  const result: Documents = {};
  for (const collection of allProjections.flatMap((projection) => projection.collections)) {
    result[collection.name] = (
      await readStore.find(collection.name, { sort: [{ field: 'id', direction: 'asc' }] })
    ).items;
  }
  return result;
}

const activeGenerations = (projections: readonly ProjectionStatus[]): Record<string, number> =>
  Object.fromEntries(projections.filter((p) => p.active).map((p) => [p.name, p.generation]));

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The app rebuilds a few thousand events in one batch, faster than one HTTP round trip; holding
 * every read of the log until the test has seen a query answered mid-rebuild (as a remote store
 * that is slow to answer would) makes that window certain on any machine, not a race.
 */
function heldReads(store: EventStore): { release: () => void; restore: () => void } {
  const readAll = store.readAll.bind(store);
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  store.readAll = async (after, limit) => {
    await released;
    return readAll(after, limit);
  };
  return {
    release,
    restore: () => {
      store.readAll = readAll;
    },
  };
}

/** What the screens ask most: the member list, a search, the dashboard, the payments history. */
const QUERIES = [
  '/api/members?pageSize=50',
  '/api/members?search=perez&sort=debt&direction=desc',
  '/api/dashboard?month=2025-06',
  '/api/payments?page=3',
];

describe('rebuilding the projections of a generated gym', () => {
  let app: TestApp;
  let eventStore: EventStore;
  let readStore: ReadStore;
  let head: number;
  let incremental: Documents;
  let answers: unknown[];
  const cliOutput: { out: string[]; err: string[] } = { out: [], err: [] };
  const cli = (args: string[]) =>
    runProjectionsCli(args, {
      config: app.config,
      out: (text) => cliOutput.out.push(text),
      err: (text) => cliOutput.err.push(text),
      progress: new PassThrough() as unknown as NodeJS.WriteStream,
    });
  const generations = async (): Promise<Partial<Record<string, number>>> =>
    activeGenerations((await getJson(app, '/api/health')).projections);
  const ask = (): Promise<unknown[]> => Promise.all(QUERIES.map((path) => getJson(app, path)));

  beforeAll(async () => {
    app = await startTestApp();
    eventStore = app.app.get<EventStore>(EVENT_STORE);
    readStore = app.app.get<ReadStore>(READ_STORE);
    const runner = app.app.get(ProjectionService);
    // Written while the app's projections follow, in batches of every size: the incremental build.
    await generateGymHistory(eventStore, {
      members: 700,
      seed: 20260601,
      afterCommand: async (count) => {
        runner.notify();
        if (count % 500 === 0) await projected(app);
      },
    });
    // Issue 30: the gym's details and an account's own name are rebuilt like everything else.
    const gymDetails = { name: 'Gimnasio Titanes', nit: '900.123.456-7', phone: '604 555 1234' };
    expect((await app.request('POST', '/api/settings/gym-details', { body: gymDetails })).status).toBe(201);
    expect((await app.request('POST', '/api/auth/display-name', { body: { displayName: 'Marta Ruiz' } })).status).toBe(
      200,
    );
    // R40: products, their stock, sales numbered with the payments and a sale's void rebuild the same.
    const water = await app.request('POST', '/api/products', {
      body: { name: 'Agua 600 ml', price: 3000, stock: 20, lowStockThreshold: 5 },
    });
    expect(water.status).toBe(201);
    const productId = water.body.productId as string;
    const sell = (quantity: number) =>
      app.request('POST', '/api/sales', { body: { lines: [{ productId, quantity }], method: 'cash' } });
    const first = await sell(4);
    expect((await sell(2)).status).toBe(201);
    const voided = await app.request('POST', `/api/sales/${first.body.saleId as string}/void`, {
      body: { reason: 'Se cobró dos veces' },
    });
    expect(voided.status).toBe(201);
    // R48, data protected in the log: a member suppressed after an edit and an answered request, one
    // who revoked the sensitive authorisation; the rebuild reads their fields erased, live erased them.
    const suppressed = await registerMember(app, { details: { name: 'Amparo Suprimida', cedula: '61728394' } });
    const revoked = await registerMember(app, { details: { name: 'Berenice Revoca', weightKg: 64, heightCm: 160 } });
    const edit = { details: { phone: '3157778899', notes: 'Lesión de rodilla' } };
    expect((await app.request('PATCH', `/api/members/${suppressed}`, { body: edit })).status).toBe(200);
    const asked = { kind: 'reclamo', receivedOn: '2026-03-02', request: 'Corrijan mi teléfono', memberId: suppressed };
    const request = await app.request('POST', '/api/data-requests', { body: asked });
    expect(request.status).toBe(201);
    const answer = { answer: 'Se corrigió el teléfono de Amparo.', answeredOn: '2026-03-02' };
    const answered = await app.request('POST', `/api/data-requests/${request.body.requestId as string}/answer`, {
      body: answer,
    });
    expect(answered.status).toBe(201);
    const revocation = { reason: 'Lo pidió la titular' };
    expect(
      (await app.request('POST', `/api/members/${revoked}/sensitive-authorization/revocation`, { body: revocation }))
        .status,
    ).toBe(201);
    const suppression = { reason: 'Reclamo del titular', name: 'amparo suprimida' };
    expect((await app.request('POST', `/api/members/${suppressed}/suppression`, { body: suppression })).status).toBe(
      201,
    );
    await projected(app);
    head = await eventStore.headPosition();
    incremental = await documents(readStore);
    answers = await ask();
  }, 180_000);
  afterAll(() => app.close());

  it('builds a gym of several thousand events with every kind of document', () => {
    expect(head).toBeGreaterThan(4000);
    expect(incremental.members?.length).toBeGreaterThan(300);
    expect(incremental.audit_members?.some((doc) => doc['deleted'] === true)).toBe(true);
    expect(incremental.payments?.length).toBeGreaterThan(1000);
    expect(incremental.attendances?.length).toBeGreaterThan(100);
    expect(incremental.members?.every((doc) => Array.isArray(doc['searchKeys']))).toBe(true);
    expect(incremental.gym_details).toMatchObject([{ name: 'Gimnasio Titanes', phone: '6045551234' }]);
    expect(incremental.staff_accounts?.map((doc) => doc['displayName'])).toContain('Marta Ruiz');
    expect(incremental.sales).toHaveLength(2);
    expect(incremental.sale_voids).toHaveLength(1);
    expect(incremental.products).toEqual([expect.objectContaining({ name: 'Agua 600 ml', stock: 18 })]);
    expect(JSON.stringify(incremental)).not.toContain('Amparo');
    expect(JSON.stringify(incremental.data_requests)).toContain('[dato suprimido]');
    // Actividad del personal: every payment, registration and deletion of the history, at least.
    expect(incremental.staff_activity?.length).toBeGreaterThan(incremental.payments?.length ?? 0);
  });

  it('an interrupted rebuild (an operator stopping it mid-way) leaves the live documents as they were', async () => {
    const before = await generations();
    const stores = await openCliStores(app.config);
    // Small batches, so that it is stopped with most of the log still to read; between them the
    // runner must let timers (and HTTP requests) run, or this loop would wait until the very end.
    const options = { followActive: false, batchSize: 100, rebuildBatchSize: 100 };
    const operator = new ProjectionRunner(stores.eventStore, stores.readStore, allProjections, options);
    await operator.start();
    const rebuild = { settled: false };
    const rebuilding = operator.rebuild().finally(() => (rebuild.settled = true));
    rebuilding.catch(() => undefined);
    const applied = (): number[] => operator.rebuildProgress().map((r) => r.position);
    while (!rebuild.settled && (applied().length === 0 || Math.min(...applied()) < 1000)) await pause(1);
    const reached = Math.max(...applied());
    await operator.stop();
    await expect(rebuilding).rejects.toThrow('Projection runner stopped');
    await stores.close();
    expect(reached).toBeLessThan(head / 2);

    expect(await generations()).toEqual(before);
    expect(await documents(readStore)).toEqual(incremental);
    expect(await ask()).toEqual(answers);
    expect(await cli(['status'])).toBe(0);
    expect(cliOutput.out.filter((line) => line.endsWith(' — en construcción'))).toHaveLength(allProjections.length);
  }, 60_000);

  it('POST /api/admin/projections/rebuild: the app answers during the rebuild, then swaps in equal documents', async () => {
    const before = await generations();
    const reads = heldReads(eventStore);
    const started = await app.request('POST', '/api/admin/projections/rebuild', { body: {} });
    expect(started).toMatchObject({ status: 202, body: { started: allProjections.map((p) => p.name) } });
    let answeredWhileRebuilding = 0;
    for (;;) {
      const during = (await getJson(app, '/api/health')).rebuilds.length > 0;
      expect(await ask()).toEqual(answers);
      const health = await getJson(app, '/api/health');
      if (during && health.rebuilds.length > 0) {
        answeredWhileRebuilding += 1;
        reads.release();
      }
      const swapped = Object.entries(activeGenerations(health.projections)).every(
        ([name, generation]) => generation > (before[name] ?? 0),
      );
      if (swapped && health.rebuilds.length === 0 && health.maxLag === 0) break;
    }
    reads.restore();
    expect(answeredWhileRebuilding).toBeGreaterThan(0);
    const health = await getJson(app, '/api/health');
    // Only the new generations are left: the old and the interrupted ones were dropped.
    expect(health.projections).toHaveLength(allProjections.length);
    expect(health.projections.every((p: ProjectionStatus) => p.active && p.lag === 0)).toBe(true);
    expect(await documents(readStore)).toEqual(incremental);
  }, 60_000);

  it('npm run projections -- rebuild: rebuilds the named ones beside the app, with the same documents', async () => {
    const before = await generations();
    cliOutput.out.length = 0;
    expect(await cli(['rebuild', 'members', 'audit_members'])).toBe(0);
    expect(cliOutput.out).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Reconstrucción terminada: ${head} eventos en [\\d.]+ s \\(\\d+ eventos/s\\). Proyecciones: members, audit_members\\.$`,
        ),
      ),
    ]);
    const after = await generations();
    expect(after).toEqual({
      ...before,
      members: (before.members ?? 0) + 1,
      audit_members: (before.audit_members ?? 0) + 1,
    });
    // The app notices the swap made by another process and keeps serving the new documents.
    expect(await documents(readStore)).toEqual(incremental);
    expect(await ask()).toEqual(answers);
  }, 60_000);

  it('npm run projections -- status: each projection’s generation, checkpoint and lag; the log’s head', async () => {
    cliOutput.out.length = 0;
    expect(await cli(['status'])).toBe(0);
    const [header, ...rows] = cliOutput.out;
    expect(header).toBe(`Registro de eventos: posición ${head} (sqlite). Documentos de lectura: sqlite.`);
    expect(rows).toHaveLength(allProjections.length);
    const generation = await generations();
    for (const projection of allProjections) {
      expect(rows).toContain(
        `${projection.name}: versión ${projection.version} (código ${projection.version}), generación ${generation[projection.name]}, posición ${head}, retraso 0`,
      );
    }
  });

  it('refuses an unknown projection name and shows its usage', async () => {
    cliOutput.err.length = 0;
    cliOutput.out.length = 0;
    expect(await cli(['rebuild', 'nada'])).toBe(2);
    expect(cliOutput.err).toEqual([
      expect.stringMatching(/^Proyección desconocida: nada\. Proyecciones: staff_accounts, audit_members, /),
    ]);
    expect(await cli(['otra'])).toBe(2);
    expect(cliOutput.out[0]).toMatch(/^Uso: npm run projections -- status \| rebuild/);
  });
});
