// Specification of RecordBodyComposition (spec §3, §5, R1, R13).
import { given } from '../testing/given-when-then.js';
import {
  at,
  femaleMeasures,
  maleMeasures,
  MEMBER_ID,
  recordBodyComposition,
  registeredMonthly,
  sensitiveAuthorized,
} from '../testing/member.builders.js';

const registeredMan = registeredMonthly({ details: { name: 'Juan Gómez', gender: 'male' } });

describe('RecordBodyComposition', () => {
  it("R13: a woman's six measures are recorded, dated today in the gym's time zone", () =>
    given(registeredMonthly(), sensitiveAuthorized())
      .when(recordBodyComposition(femaleMeasures()), at('2026-03-02', '23:30'))
      .then({
        type: 'BodyCompositionRecorded',
        data: {
          memberId: MEMBER_ID,
          recordId: 'record-1',
          measuredOn: '2026-03-02',
          gender: 'female',
          measures: { cuello: 32, brazo: 28, pecho: 90, cintura: 70, gluteo_cadera: 98, pierna: 55 },
        },
      }));

  it("R13: a man's measure set is his own", () =>
    given(registeredMan, sensitiveAuthorized())
      .when(recordBodyComposition(maleMeasures()))
      .thenState((member) => expect(member).toMatchObject({ bodyCompositionsCount: 1 })));

  it('R13: a record is dated the day given, when one is given', () =>
    given(registeredMonthly(), sensitiveAuthorized())
      .when(recordBodyComposition(femaleMeasures({ cuello: 33.5 }), '2026-02-20'))
      .then({
        type: 'BodyCompositionRecorded',
        data: {
          memberId: MEMBER_ID,
          recordId: 'record-1',
          measuredOn: '2026-02-20',
          gender: 'female',
          measures: femaleMeasures({ cuello: 33.5 }),
        },
      }));

  it('R13: values just inside the bounds are accepted', () =>
    given(registeredMonthly(), sensitiveAuthorized())
      .when(recordBodyComposition(femaleMeasures({ cuello: 0.1, pecho: 299.9 })))
      .thenState((member) => expect(member).toMatchObject({ bodyCompositionsCount: 1 })));

  it.each([0, -1, 300, 350, Number.NaN, Number.POSITIVE_INFINITY])('R13: a measure of %p cm is refused', (value) =>
    given(registeredMonthly(), sensitiveAuthorized())
      .when(recordBodyComposition(femaleMeasures({ pierna: value })))
      .thenRejects('BODY_COMPOSITION.MEASURE_OUT_OF_RANGE', { medida: 'Pierna' }),
  );

  it('§5: every measure of the gender is required', () => {
    const { brazo: _left, ...withoutArm } = femaleMeasures();
    given(registeredMonthly(), sensitiveAuthorized())
      .when(recordBodyComposition(withoutArm))
      .thenRejects('BODY_COMPOSITION.MEASURE_REQUIRED', { medida: 'Brazo' });
  });

  it("R13: a measure of the other gender's set is refused", () =>
    given(registeredMan, sensitiveAuthorized())
      .when(recordBodyComposition(femaleMeasures()))
      .thenRejects('BODY_COMPOSITION.MEASURE_UNKNOWN', { medida: 'Brazo' }));

  it('R13: a measure no gender has is refused by its name', () =>
    given(registeredMonthly(), sensitiveAuthorized())
      .when(recordBodyComposition(femaleMeasures({ tobillo: 22 })))
      .thenRejects('BODY_COMPOSITION.MEASURE_UNKNOWN', { medida: 'tobillo' }));

  it('R13: measures that are not a name → number map are refused', () =>
    given(registeredMonthly(), sensitiveAuthorized())
      .when(recordBodyComposition(null as unknown as Record<string, number>))
      .thenRejects('BODY_COMPOSITION.MEASURES_INVALID'));

  it('R2: an impossible measurement date is refused', () =>
    given(registeredMonthly(), sensitiveAuthorized())
      .when(recordBodyComposition(femaleMeasures(), '2026-02-29'))
      .thenRejects('BODY_COMPOSITION.DATE_INVALID'));

  it('MEMBER.NOT_FOUND: no record for a member never registered', () =>
    given().when(recordBodyComposition(femaleMeasures())).thenRejects('MEMBER.NOT_FOUND'));
});
