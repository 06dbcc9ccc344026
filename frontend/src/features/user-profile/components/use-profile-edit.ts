// Edit mode's form, made anew each time edit mode opens: starts from the profile, checks with the
// server's schema, sends only the changes.
import { useForm } from '@mantine/form';
import { editMemberProfileRequest, message, type MemberProfile } from '@gym/domain';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { checkRequest } from '../../../lib/check-request';
import { focusFirstError } from '../../../lib/focus-first-error';
import { notifyFormFailure, notifySuccess } from '../../../lib/notify';
import { useProfileWritesStore } from '../profile-writes-store';
import {
  changesFrom,
  profileFormValues,
  toEditBody,
  withoutUnchangedDetails,
  type ProfileFormValues,
} from './profile-form-values';

export function useProfileEdit(profile: MemberProfile, onSaved: () => void) {
  const form = useForm<ProfileFormValues>({ mode: 'controlled', initialValues: profileFormValues(profile) });
  const idempotency = useIdempotencyKey();

  const submit = form.onSubmit(async (values, event) => {
    const checked = checkRequest(editMemberProfileRequest, withoutUnchangedDetails(toEditBody(values), profile));
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError(event?.currentTarget);
      return;
    }
    const changes = changesFrom(checked.value, profile);
    if (changes === null) {
      onSaved();
      return;
    }
    try {
      await useProfileWritesStore.getState().editProfile(profile.id, changes, idempotency.keyFor(changes));
      idempotency.done();
      notifySuccess(message('MEMBER.UPDATED'));
      onSaved();
    } catch (error) {
      // The form stays open with what was typed; the cards still hold the stored profile.
      notifyFormFailure(form, error, 'MEMBER.UPDATE_FAILED');
    }
  });

  return { form, submit, saving: form.submitting };
}
