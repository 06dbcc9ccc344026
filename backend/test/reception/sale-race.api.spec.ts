// R40's last-unit race (sales/sale.write-loop.ts): two receptionists selling the last bottle at the
// same moment, many rounds. Both sales are decided on the product's stream at its expected revision,
// so whatever order they commit in, exactly one wins and the other is refused in Spanish; the stock
// never goes below 0 and the cierre holds only the sale that won.
import { setTimeout as sleep } from 'node:timers/promises';
import { projected } from '../auth/auth-test-helpers.js';
import { expectStatus, getJson, settableClock } from '../members/support/members-api.js';
import { receptionClient } from '../support/reception-client.js';
import { startTestApp, type ApiResponse, type TestApp, type TestClient } from '../support/test-app.js';

const ROUNDS = 40;
const DAY = '2026-01-05';

describe('R40: two sales of the last unit at the same moment', () => {
  const clock = settableClock(`${DAY}T10:00:00-05:00`);
  let app: TestApp;
  let desk: TestClient;
  let water: string;

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    desk = await receptionClient(app);
    const created = await app.request('POST', '/api/products', {
      body: { name: 'Agua 600 ml', price: 3000, stock: 0, lowStockThreshold: 0 },
    });
    expectStatus(created, 201);
    water = created.body.productId as string;
  });
  afterAll(() => app.close());

  async function after(spread: number, request: () => Promise<ApiResponse>): Promise<ApiResponse> {
    await sleep(Math.floor(Math.random() * spread));
    return request();
  }

  const sellOne = (client: TestClient | TestApp) => () =>
    client.request('POST', '/api/sales', { body: { lines: [{ productId: water, quantity: 1 }], method: 'cash' } });

  it(`R40: ${ROUNDS} rounds: one sale wins, the other gets 'Solo quedan 0 unidades de Agua 600 ml.'`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const arrival = await app.request('POST', `/api/products/${water}/stock`, {
        body: { kind: 'arrival', units: 1, reason: 'La última botella' },
      });
      expectStatus(arrival, 201);
      const outcomes = await Promise.all([after(6, sellOne(desk)), after(6, sellOne(app))]);
      const won = outcomes.filter((response) => response.status === 201);
      const lost = outcomes.filter((response) => response.status !== 201);
      expect({
        round,
        won: won.length,
        lost: lost.map((response) => [response.status, response.body.message]),
      }).toEqual({
        round,
        won: 1,
        lost: [[409, 'Solo quedan 0 unidades de Agua 600 ml.']],
      });
    }
    await projected(app);
    const { items } = await getJson(app, '/api/products');
    expect(items[0]).toMatchObject({ stock: 0 });
    const closing = await getJson(app, `/api/cash-closing?date=${DAY}`);
    expect({ total: closing.total, count: closing.count }).toEqual({ total: ROUNDS * 3000, count: ROUNDS });
  }, 120_000);
});
