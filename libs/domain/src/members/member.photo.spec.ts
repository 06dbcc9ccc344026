// Specification of R52: the member's photo. Sensitive data (R47): stored only with the member's
// sensitive-data authorisation 'Sí'; a revocation or a supresión takes it away (the server then
// deletes the file); the log holds only the store's id and the SHA-256 of the stored bytes.
import {
  at,
  MEMBER_ID,
  memberDeleted,
  registeredMonthly,
  revokeSensitiveAuthorization,
  sensitiveAuthorized,
  suppressMember,
} from '../testing/member.builders.js';
import { given } from '../testing/given-when-then.js';
import { describeMemberEvent } from './member.describe.js';
import type { MemberEvent, MemberPhotoSet } from './member.events.js';
import type { RemoveMemberPhoto, SetMemberPhoto } from './member.photo.js';

const setPhoto = (photoId = 'photo-1', sha256 = 'a'.repeat(64)): SetMemberPhoto => ({
  type: 'SetMemberPhoto',
  data: { memberId: MEMBER_ID, photoId, sha256 },
});
const removePhoto = (): RemoveMemberPhoto => ({ type: 'RemoveMemberPhoto', data: { memberId: MEMBER_ID } });
const photoSet = (photoId = 'photo-1', replaces: string | null = null, sha256 = 'a'.repeat(64)): MemberPhotoSet => ({
  type: 'MemberPhotoSet',
  data: { memberId: MEMBER_ID, photoId, sha256, replaces },
});
const sensitiveRefused: MemberEvent = {
  type: 'MemberAuthorizationRecorded',
  data: { ...sensitiveAuthorized().data, sensitive: false } as Extract<
    MemberEvent,
    { type: 'MemberAuthorizationRecorded' }
  >['data'],
};
const today = at('2026-03-02');

describe('R52: the member’s photo', () => {
  it('R52: given the sensitive-data authorisation, when a photo is set, then the event holds its id and hash only', () =>
    given(registeredMonthly(), sensitiveAuthorized()).when(setPhoto(), today).then(photoSet()));

  it('R52: a new photo names the one it replaces', () =>
    given(registeredMonthly(), sensitiveAuthorized(), photoSet())
      .when(setPhoto('photo-2', 'b'.repeat(64)), today)
      .then(photoSet('photo-2', 'photo-1', 'b'.repeat(64))));

  it('R52: the same photo sent again (a retried request) records nothing', () =>
    given(registeredMonthly(), sensitiveAuthorized(), photoSet()).when(setPhoto(), today).thenNothing());

  it('R52 + R47: without the authorisation (pending) no photo is recorded', () =>
    given(registeredMonthly()).when(setPhoto(), today).thenRejects('PHOTO.SENSITIVE_REQUIRED', undefined, 'photo'));

  it('R52 + R47: with the sensitive-data authorisation refused, no photo is recorded', () =>
    given(registeredMonthly(), sensitiveRefused)
      .when(setPhoto(), today)
      .thenRejects('PHOTO.SENSITIVE_REQUIRED', undefined, 'photo'));

  it('R52: a deleted member gets no photo', () =>
    given(registeredMonthly(), sensitiveAuthorized(), memberDeleted())
      .when(setPhoto(), today)
      .thenRejects('MEMBER.NOT_FOUND'));

  it("R52: 'Borrar foto' removes the current photo; without one there is nothing to remove", () => {
    given(registeredMonthly(), sensitiveAuthorized(), photoSet())
      .when(removePhoto(), today)
      .then({ type: 'MemberPhotoRemoved', data: { memberId: MEMBER_ID, photoId: 'photo-1' } });
    given(registeredMonthly(), sensitiveAuthorized()).when(removePhoto(), today).thenRejects('PHOTO.NOT_FOUND');
  });

  it('R52 + R48 (b): a revocation takes the photo away', () =>
    given(registeredMonthly(), sensitiveAuthorized(), photoSet())
      .when(revokeSensitiveAuthorization(), today)
      .thenState((state) => expect(state.status !== 'none' && state.photo).toBeNull()));

  it('R52 + R48 (c): a supresión takes the photo away', () =>
    given(registeredMonthly(), sensitiveAuthorized(), photoSet())
      .when(suppressMember(), today)
      .thenState((state) => expect(state.status !== 'none' && state.photo).toBeNull()));

  it('R52: the history says a photo was saved, changed or deleted', () => {
    expect(describeMemberEvent(photoSet())).toBe('Foto guardada');
    expect(describeMemberEvent(photoSet('photo-2', 'photo-1'))).toBe('Foto cambiada: la anterior se borró');
    expect(describeMemberEvent({ type: 'MemberPhotoRemoved', data: { memberId: MEMBER_ID, photoId: 'p' } })).toBe(
      'Foto borrada',
    );
  });
});
