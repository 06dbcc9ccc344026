// Sealing and opening one event's personal fields (issue 39), as the table in libs/domain lists them.
import { isEnvelope, newDataKey } from './envelope.js';
import type { KeyStanding } from './member-data-keys.port.js';
import {
  hasClearPersonalFields,
  openPersonalFields,
  protectedMemberOf,
  sealPersonalFields,
} from './personal-fields.js';

const key: KeyStanding = { kid: 'member-1', key: newDataKey() };
const changed = {
  memberId: 'member-1',
  changes: { name: 'Ana María Pérez', weightKg: 61, gender: 'female' },
  previous: { name: 'Ana Pérez', weightKg: 60, gender: 'female' },
};

describe('The personal fields of one event', () => {
  it('a nested change (MemberDetailsChanged) is sealed field by field and opened back as it was', () => {
    const sealed = sealPersonalFields('MemberDetailsChanged', changed, key);
    const changes = sealed['changes'] as Record<string, unknown>;
    expect(isEnvelope(changes['name'])).toBe(true);
    expect(isEnvelope(changes['weightKg'])).toBe(true);
    expect(changes['gender']).toBe('female');
    expect(JSON.stringify(sealed)).not.toContain('Ana');
    expect(hasClearPersonalFields('MemberDetailsChanged', sealed)).toBe(false);
    expect(hasClearPersonalFields('MemberDetailsChanged', changed)).toBe(true);
    expect(openPersonalFields('MemberDetailsChanged', sealed, key)).toEqual(changed);
  });

  it('fields absent or null are left as they are; sealing twice seals once', () => {
    const data = { memberId: 'member-1', name: 'Ana', birthday: null };
    const sealed = sealPersonalFields('MemberRegistered', data, key);
    expect(sealed['birthday']).toBeNull();
    expect('cedula' in sealed).toBe(false);
    expect(sealPersonalFields('MemberRegistered', sealed, key)).toBe(sealed);
  });

  it('with the key destroyed, sealed and clear fields alike read erased', () => {
    const sealed = sealPersonalFields('MemberDetailsChanged', changed, key);
    const erased = {
      memberId: 'member-1',
      changes: { name: '[dato suprimido]', weightKg: null, gender: 'female' },
      previous: { name: '[dato suprimido]', weightKg: null, gender: 'female' },
    };
    expect(openPersonalFields('MemberDetailsChanged', sealed, 'destroyed')).toEqual(erased);
    expect(openPersonalFields('MemberDetailsChanged', changed, 'destroyed')).toEqual(erased);
  });

  it('an event without personal data, or with no member to key it to, is not touched', () => {
    const payment = { memberId: 'member-1', amount: 50_000 };
    expect(sealPersonalFields('PaymentRecorded', payment, key)).toBe(payment);
    expect(protectedMemberOf('PaymentRecorded', payment)).toBeUndefined();
    expect(protectedMemberOf('DataRequestReceived', { memberName: 'Sin usuario' })).toBeUndefined();
    expect(protectedMemberOf('MemberRegistered', { memberId: 'member-1' })).toBe('member-1');
  });
});
