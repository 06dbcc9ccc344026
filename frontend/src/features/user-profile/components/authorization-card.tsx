// R47: the member's data authorisation on the profile — 'Autorización pendiente' until one is
// recorded, else its answers, how and when, under which policy version — and the dialog that records it.
import { useState } from 'react';
import { Alert, Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useForm } from '@mantine/form';
import { formatDate, message, policyVersionText, type MemberProfile } from '@gym/domain';
import {
  AuthorizationFields,
  authorizationAnswersOf,
  authorizationValuesOf,
  type AuthorizationValues,
} from '../../../components/authorization-fields';
import { DialogActions } from '../../../components/dialog-actions';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { notifyFormFailure, notifySuccess } from '../../../lib/notify';
import { useProfileWritesStore } from '../profile-writes-store';
import { ProfileCard } from './info-card';

const yesNo = (value: boolean) => message(value ? 'AUTHORIZATION_FORM.YES' : 'AUTHORIZATION_FORM.NO');

export function AuthorizationCard({ profile }: { readonly profile: MemberProfile }) {
  const { authorization } = profile;
  const rows =
    authorization === null
      ? []
      : [
          {
            label: message('AUTHORIZATION.LABEL_SENSITIVE'),
            value: authorization.sensitive ? yesNo(true) : message('AUTHORIZATION.NO_SENSITIVE'),
          },
          {
            label: message('AUTHORIZATION.LABEL_REMINDERS'),
            value: yesNo(authorization.reminders),
          },
          {
            label: message('AUTHORIZATION.LABEL_RECORDED'),
            value: message('AUTHORIZATION.SUMMARY_RECORDED', {
              como: message(`AUTHORIZATION.METHOD.${authorization.method}`),
              fecha: formatDate(authorization.recordedOn),
              politica: policyVersionText(authorization.policyVersion),
            }),
          },
        ];
  return (
    <ProfileCard title={message('AUTHORIZATION.TITLE')} testId="card-authorization" rows={rows}>
      {authorization === null && (
        <Alert color="indigo" title={message('AUTHORIZATION.PENDING')} data-testid="authorization-pending">
          {message('AUTHORIZATION.PENDING_HINT')}
        </Alert>
      )}
      <RecordAuthorizationButton profile={profile} />
      <Anchor component={Link} to={`/authorization-form?member=${profile.id}`} size="sm" display="block" mt="xs">
        {message('AUTHORIZATION_FORM.FOR_MEMBER')}
      </Anchor>
    </ProfileCard>
  );
}

function RecordAuthorizationButton({ profile }: { readonly profile: MemberProfile }) {
  const [opened, setOpened] = useState(false);
  const initialValues = authorizationValuesOf(profile.authorization);
  const form = useForm<AuthorizationValues>({ mode: 'controlled', initialValues });
  const idempotency = useIdempotencyKey();

  const submit = form.onSubmit(async (values) => {
    const checked = authorizationAnswersOf(values);
    if ('errors' in checked) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      await useProfileWritesStore
        .getState()
        .recordAuthorization(profile.id, checked.answers, idempotency.keyFor(checked.answers));
      idempotency.done();
      notifySuccess(message('AUTHORIZATION.SAVED'));
      setOpened(false);
    } catch (failure) {
      notifyFormFailure(form, failure, 'AUTHORIZATION.SAVE_FAILED', { notify: 'unless-marked' });
    }
  });

  return (
    <>
      <Button
        variant={profile.authorization === null ? 'filled' : 'light'}
        fullWidth
        mt="xs"
        onClick={() => {
          form.setValues(authorizationValuesOf(profile.authorization));
          form.clearErrors();
          setOpened(true);
        }}
      >
        {message(profile.authorization === null ? 'AUTHORIZATION.RECORD' : 'AUTHORIZATION.CHANGE')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={message('AUTHORIZATION.TITLE')} centered>
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {profile.name}
            </Text>
            <AuthorizationFields form={form} />
            <DialogActions
              onCancel={() => setOpened(false)}
              submit={message('AUTHORIZATION.SAVE')}
              submitting={form.submitting}
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
