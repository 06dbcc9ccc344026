// Everything the screens can read, fetched through the API page by page: two apps whose snapshots
// are equal show the gym the same way (used to compare read documents with a rebuild from zero).
/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are compared whole */
import type { TestClient } from '../../support/test-app.js';

async function getOk(client: TestClient, path: string): Promise<any> {
  const response = await client.request('GET', path);
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Every item of a paged list (`items`, `total`), 100 at a time. */
async function allPages(client: TestClient, path: string): Promise<any[]> {
  const items: any[] = [];
  const separator = path.includes('?') ? '&' : '?';
  for (let page = 1; ; page += 1) {
    const body = await getOk(client, `${path}${separator}page=${page}&pageSize=100`);
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) return items;
  }
}

export interface ReadModelSnapshot {
  readonly members: readonly unknown[];
  readonly perMember: Readonly<Record<string, unknown>>;
  readonly payments: readonly unknown[];
  readonly attendances: readonly unknown[];
  readonly bodyCompositions: readonly unknown[];
  readonly audit: readonly unknown[];
  readonly dashboard: unknown;
}

export async function readModelSnapshot(client: TestClient): Promise<ReadModelSnapshot> {
  const members = await allPages(client, '/api/members');
  const perMember: Record<string, unknown> = {};
  await Promise.all(
    (members as { id: string }[]).map(async ({ id }) => {
      perMember[id] = {
        profile: await getOk(client, `/api/members/${id}`),
        payments: await getOk(client, `/api/members/${id}/payments`),
        attendances: await allPages(client, `/api/members/${id}/attendances`),
        bodyCompositions: await getOk(client, `/api/members/${id}/body-compositions`),
      };
    }),
  );
  return {
    members,
    perMember,
    payments: await allPages(client, '/api/payments'),
    attendances: await allPages(client, '/api/attendances'),
    bodyCompositions: await allPages(client, '/api/body-compositions'),
    audit: await allPages(client, '/api/audit/members'),
    dashboard: await getOk(client, '/api/dashboard'),
  };
}
