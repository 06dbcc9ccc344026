// Specification of the gym's details on receipts (issue 30): what the owner may save and what it records.
import { settingsSpec } from '../testing/given-when-then.js';
import type { ChangeGymDetails } from './gym-settings.change-gym-details.js';
import type { GymSettingsEvent } from './gym-settings.events.js';
import { foldGymSettings } from './gym-settings.state.js';
import { NO_GYM_DETAILS, type GymDetails } from './gym-details.js';

const { given } = settingsSpec;

const titanes: GymDetails = {
  name: 'Gimnasio Titanes',
  nit: '900.123.456-7',
  address: 'Calle 10 # 5-20, Medellín',
  phone: '6045551234',
  receiptFooter: 'Gracias por entrenar con nosotros',
};
const change = (details: Partial<GymDetails>): ChangeGymDetails => ({
  type: 'ChangeGymDetails',
  data: { ...NO_GYM_DETAILS, ...details },
});
const saved = (details: GymDetails): GymSettingsEvent => ({ type: 'GymDetailsChanged', data: details });

describe('ChangeGymDetails (issue 30)', () => {
  it('records every detail as typed, trimmed, the phone as R37 stores it', () =>
    given()
      .when(change({ ...titanes, name: ' Gimnasio Titanes ', phone: '(604) 555-1234' }))
      .then(saved(titanes)));

  it('the same details record nothing; blank details may be saved again', () => {
    given(saved(titanes)).when(change(titanes)).thenNothing();
    given().when(change({})).thenNothing();
    given(saved(titanes)).when(change({})).then(saved(NO_GYM_DETAILS));
  });

  it.each<[string, Partial<GymDetails>, string, string]>([
    ['a NIT with letters', { nit: '900-ABC' }, 'SETTINGS.NIT_INVALID', 'nit'],
    ['R37: a phone that is no phone', { phone: '12345' }, 'MEMBER.PHONE_INVALID', 'phone'],
    ['a name too long', { name: 'G'.repeat(81) }, 'REQUEST.TEXT_TOO_LONG', 'name'],
    ['a footer of four lines', { receiptFooter: 'a\nb\nc\nd' }, 'SETTINGS.FOOTER_TOO_LONG', 'receiptFooter'],
    ['a control character', { address: 'Calle\u00071' }, 'REQUEST.TEXT_INVALID_CHARACTERS', 'address'],
  ])('refuses %s under its field', (_case, details, code, field) =>
    given()
      .when(change(details))
      .thenRejects(code as 'SETTINGS.NIT_INVALID', undefined, field),
  );

  it('accepts a NIT without dots or check digit, and an international phone', () =>
    given()
      .when(change({ nit: '900123456', phone: '+34 612 345 678' }))
      .then(saved({ ...NO_GYM_DETAILS, nit: '900123456', phone: '+34612345678' })));

  it('the settings fold keeps the last details saved, beside the prices', () =>
    expect(foldGymSettings([saved(titanes), saved({ ...titanes, nit: '' })]).details).toEqual({ ...titanes, nit: '' }));
});
