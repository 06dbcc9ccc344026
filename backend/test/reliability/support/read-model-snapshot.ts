// Everything the screens can read, fetched through the API page by page: two apps whose snapshots
// are equal show the gym the same way (used to compare read documents with a rebuild from zero).
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

/** `fetch` for each item, 20 at a time (thousands at once would only queue in the socket pool). */
async function inChunks<T, R>(items: readonly T[], fetch: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += 20) {
    results.push(...(await Promise.all(items.slice(start, start + 20).map(fetch))));
  }
  return results;
}

export interface ReadModelSnapshot {
  readonly members: readonly unknown[];
  readonly perMember: Readonly<Record<string, unknown>>;
  readonly payments: readonly unknown[];
  readonly attendances: readonly unknown[];
  readonly bodyCompositions: readonly unknown[];
  readonly audit: readonly unknown[];
  readonly dashboard: unknown;
  /** The dashboard's income of each month payments fall in, and the cash closing of each payment day. */
  readonly byDate: Readonly<Record<string, unknown>>;
  /** Actividad del personal of today and of every payment day, everyone's. */
  readonly staffActivity: Readonly<Record<string, unknown>>;
  /** The receipt of every payment (its number is the payment's place in the log). */
  readonly receipts: readonly unknown[];
  readonly csv: { readonly members: unknown; readonly payments: unknown };
  /** The owner's settings: plans and prices, the gym's details, the data policy (R47). */
  readonly settings: Readonly<Record<string, unknown>>;
}

/** Per month and per payment day: the dashboard of the month and the cash closing of the day. */
async function byDate(client: TestClient, payments: readonly { paidOn?: string }[]): Promise<Record<string, unknown>> {
  const days = [...new Set(payments.map((payment) => payment.paidOn).filter((day) => day !== undefined))].sort();
  const months = [...new Set(days.map((day) => day.slice(0, 7)))];
  const result: Record<string, unknown> = {};
  for (const month of months) result[month] = await getOk(client, `/api/dashboard?month=${month}`);
  for (const day of days) result[day] = await getOk(client, `/api/cash-closing?date=${day}`);
  return result;
}

/** Every day's Actividad del personal: today's (commands are sent today) and each payment day's. */
async function staffActivity(
  client: TestClient,
  payments: readonly { paidOn?: string }[],
): Promise<Record<string, unknown>> {
  const today = (await getOk(client, '/api/dashboard')).today as string;
  const days = new Set([today, ...payments.map((payment) => payment.paidOn).filter((day) => day !== undefined)]);
  const result: Record<string, unknown> = {};
  for (const day of [...days].sort()) result[day] = await allPages(client, `/api/staff-activity?day=${day}`);
  return result;
}

export async function readModelSnapshot(client: TestClient): Promise<ReadModelSnapshot> {
  const members = await allPages(client, '/api/members');
  const perMember: Record<string, unknown> = {};
  await inChunks(members as { id: string }[], async ({ id }) => {
    perMember[id] = {
      profile: await getOk(client, `/api/members/${id}`),
      payments: await getOk(client, `/api/members/${id}/payments`),
      attendances: await allPages(client, `/api/members/${id}/attendances`),
      bodyCompositions: await getOk(client, `/api/members/${id}/body-compositions`),
    };
  });
  const payments = await allPages(client, '/api/payments');
  return {
    members,
    perMember,
    payments,
    attendances: await allPages(client, '/api/attendances'),
    bodyCompositions: await allPages(client, '/api/body-compositions'),
    audit: await allPages(client, '/api/audit/members'),
    dashboard: await getOk(client, '/api/dashboard'),
    byDate: await byDate(client, payments),
    staffActivity: await staffActivity(client, payments),
    receipts: await inChunks(payments, (payment: { id: string }) => getOk(client, `/api/receipts/${payment.id}`)),
    csv: {
      members: await getOk(client, '/api/members/export.csv'),
      payments: await getOk(client, '/api/payments/export.csv'),
    },
    settings: {
      plans: await getOk(client, '/api/plans'),
      gymDetails: await getOk(client, '/api/settings/gym-details'),
      dataPolicy: await getOk(client, '/api/settings/data-policy'),
    },
  };
}
