// Specification of the gym's data-treatment policy (R47): published in versions, the model until then.
import { settingsSpec } from '../testing/given-when-then.js';
import { at } from '../testing/member.builders.js';
import { publishDataPolicyRequest, type PublishDataPolicy } from './gym-settings.publish-data-policy.js';
import type { GymSettingsEvent } from './gym-settings.events.js';
import { dataPolicyInForce, dataPolicyModelText } from './data-policy.js';
import { foldGymSettings } from './gym-settings.state.js';

const { given } = settingsSpec;

const policyText = (topic: string) =>
  `Política de ${topic}. ${'Tratamos sus datos para su plan y sus pagos. '.repeat(6)}`.trim();
const publish = (text: string): PublishDataPolicy => ({ type: 'PublishDataPolicy', data: { text } });
const published = (version: number, text: string, publishedOn = '2026-03-02'): GymSettingsEvent => ({
  type: 'DataPolicyPublished',
  data: { version, text, publishedOn },
});

describe('PublishDataPolicy (R47)', () => {
  it('the first text published is version 1, dated today in the gym', () =>
    given()
      .when(publish(policyText('Titanes')), at('2026-03-02', '23:30'))
      .then(published(1, policyText('Titanes'))));

  it('each new text is the next version', () =>
    given(published(1, policyText('uno')), published(2, policyText('dos')))
      .when(publish(policyText('tres')))
      .then(published(3, policyText('tres'))));

  it('the same text again, pasted with other line endings and trailing spaces, records nothing', () =>
    given(published(1, 'Línea uno\nLínea dos')).when(publish('Línea uno  \r\nLínea dos\r\n')).then());

  it('the state holds the last version', () => {
    const state = foldGymSettings([published(1, 'a'), published(2, 'b', '2026-04-01')]);
    expect(state.dataPolicy).toEqual({ version: 2, text: 'b', publishedOn: '2026-04-01' });
  });
});

describe('The policy form body (R47)', () => {
  const refusalOf = (body: unknown) => {
    const parsed = publishDataPolicyRequest.safeParse(body);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it.each([
    ['no text', {}, 'DATA_POLICY.TEXT_REQUIRED'],
    ['a number', { text: 5 }, 'DATA_POLICY.TEXT_REQUIRED'],
    ['under 200 characters once trimmed', { text: `${'a'.repeat(199)}      ` }, 'DATA_POLICY.TOO_SHORT'],
    ['over 20.000 characters', { text: 'a'.repeat(20_001) }, 'DATA_POLICY.TOO_LONG'],
    ['a control character', { text: `${'a'.repeat(250)}\u0007` }, 'REQUEST.TEXT_INVALID_CHARACTERS'],
  ])('refuses %s', (_case, body, code) => expect(refusalOf(body)).toBe(code));

  it('takes a text in lines, normalised', () =>
    expect(publishDataPolicyRequest.parse({ text: `Uno  \r\n${'b'.repeat(200)}\r\n` }).text).toBe(
      `Uno\n${'b'.repeat(200)}`,
    ));
});

describe('The model policy (R47)', () => {
  const gym = {
    printedName: 'Gimnasio Titanes',
    nit: '900.123.456-7',
    address: 'Calle 10 # 5-20',
    phone: '6045551234',
  };

  it('is filled with the gym details and is long enough to be published as it is', () => {
    const text = dataPolicyModelText(gym);
    expect(text).toContain('POLÍTICA DE TRATAMIENTO DE DATOS PERSONALES DE Gimnasio Titanes');
    expect(text).toContain('Gimnasio Titanes, NIT 900.123.456-7, con domicilio en Calle 10 # 5-20');
    expect(text).toContain('604 555 1234');
    expect(text).toContain('10 días hábiles');
    expect(publishDataPolicyRequest.safeParse({ text }).success).toBe(true);
  });

  it('leaves a blank to fill where a detail is not saved', () => {
    const text = dataPolicyModelText({ printedName: 'Gimnasio', nit: '', address: '', phone: '' });
    expect(text).toContain('Gimnasio, con domicilio en ________________');
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('stands as version 0 until one is published', () => {
    expect(dataPolicyInForce(null, gym)).toMatchObject({ version: 0, publishedOn: null });
    expect(dataPolicyInForce({ version: 4, text: 'x', publishedOn: '2026-05-01' }, gym).version).toBe(4);
  });
});
