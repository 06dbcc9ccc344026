// POST /api/members/:id/body-compositions and the two body-composition histories (R13, R16).
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  expectStatus,
  femaleMeasures,
  getJson,
  maleMeasures,
  registerMember,
  settableClock,
} from './support/members-api.js';

describe('body composition', () => {
  const clock = settableClock('2026-03-15T23:30:00-05:00');
  let app: TestApp;
  let man: string;
  let woman: string;
  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    man = await registerMember(app, { details: { name: 'Mario Gil', gender: 'male' } });
    woman = await registerMember(app, { details: { name: 'Lucía Mora', gender: 'female' } });
  });
  afterAll(() => app.close());

  const record = (id: string, body: unknown) => app.request('POST', `/api/members/${id}/body-compositions`, { body });

  it('R1, R13: a record is dated the gym-local day it is saved and keeps the gender set in its order', async () => {
    const { pierna, cuello, ...rest } = maleMeasures;
    const response = await record(man, { measures: { pierna, ...rest, cuello } });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ recordId: expect.stringMatching(/^[0-9a-f-]{36}$/), position: expect.any(Number) });
    const { items } = await getJson(app, `/api/members/${man}/body-compositions`);
    expect(items).toEqual([
      {
        id: response.body.recordId,
        memberId: man,
        memberName: 'Mario Gil',
        gender: 'male',
        measuredOn: '2026-03-15',
        measures: maleMeasures,
        recordedAt: '2026-03-16T04:30:00.000Z',
      },
    ]);
    expect(Object.keys(items[0].measures)).toEqual([
      'cuello',
      'biceps',
      'pecho',
      'cintura_bajo_ombligo',
      'gluteo',
      'pierna',
    ]);
  });

  it('R13: a given date is kept; the member history is newest first (R16)', async () => {
    expectStatus(await record(woman, { measuredOn: '2026-01-10', measures: femaleMeasures }), 201);
    expectStatus(await record(woman, { measuredOn: '2026-02-10', measures: { ...femaleMeasures, cintura: 68 } }), 201);
    const { items } = await getJson(app, `/api/members/${woman}/body-compositions`);
    expect(
      items.map((item: { measuredOn: string; measures: { cintura: number } }) => [
        item.measuredOn,
        item.measures.cintura,
      ]),
    ).toEqual([
      ['2026-02-10', 68],
      ['2026-01-10', 70],
    ]);
  });

  it("R13: the measures must be the member's gender's, each > 0 and < 300 cm", async () => {
    const wrongSet = await record(man, { measures: femaleMeasures });
    expect(wrongSet.status).toBe(422);
    expect(wrongSet.body).toEqual({
      statusCode: 422,
      code: 'BODY_COMPOSITION.MEASURE_UNKNOWN',
      message: 'La medida Brazo no corresponde al género del usuario.',
    });
    const { pierna: _missing, ...incomplete } = maleMeasures;
    const missing = await record(man, { measures: incomplete });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('Completa la medida Pierna.');
    for (const value of [0, -1, 300, 'x']) {
      const outOfRange = await record(man, { measures: { ...maleMeasures, pecho: value } });
      expect(outOfRange.status).toBe(400);
      expect(outOfRange.body).toMatchObject({
        message: 'Las medidas deben ser números mayores que 0 y menores que 300 cm.',
        field: 'measures.pecho',
      });
    }
    const badDate = await record(man, { measuredOn: '2026-02-31', measures: maleMeasures });
    expect(badDate.body).toMatchObject({ statusCode: 400, message: 'La fecha de la medición no es válida.' });
    expect((await getJson(app, `/api/members/${man}/body-compositions`)).items).toHaveLength(1);
  });

  it('the global history pages every record, newest first, with every measure key in use', async () => {
    const page = await getJson(app, '/api/body-compositions');
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(
      page.items.map((item: { memberName: string; measuredOn: string }) => [item.memberName, item.measuredOn]),
    ).toEqual([
      ['Mario Gil', '2026-03-15'],
      ['Lucía Mora', '2026-02-10'],
      ['Lucía Mora', '2026-01-10'],
    ]);
    expect(page.measureKeys).toEqual([
      'cuello',
      'brazo',
      'pecho',
      'cintura',
      'gluteo_cadera',
      'pierna',
      'biceps',
      'cintura_bajo_ombligo',
      'gluteo',
    ]);
    expect(await getJson(app, '/api/body-compositions?page=2&pageSize=2')).toMatchObject({
      total: 3,
      items: [page.items[2]],
    });
  });

  it("R22: a deleted member's records leave both histories, and its measure keys with them", async () => {
    expectStatus(await app.request('DELETE', `/api/members/${man}`), 200);
    const page = await getJson(app, '/api/body-compositions');
    expect(page.total).toBe(2);
    expect(page.measureKeys).toEqual(['cuello', 'brazo', 'pecho', 'cintura', 'gluteo_cadera', 'pierna']);
    expect((await app.request('GET', `/api/members/${man}/body-compositions`)).status).toBe(404);
  });

  it("refuses an unknown member with 'Usuario no encontrado.'", async () => {
    const response = await record('6d0c1f9e-1111-4a4a-8b8b-222222222222', { measures: maleMeasures });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Usuario no encontrado.');
  });
});
