// R48: the member's rights, for an Administrador — the report of everything held, the revocation of
// the sensitive-data authorisation (erases the health data at once) and the supresión (asks a reason
// and the member's name typed again; irreversible).
import { useState } from 'react';
import { Button, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { message, validReason, type MemberProfile } from '@gym/domain';
import { DialogActions } from '../../../components/dialog-actions';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { notifyFormFailure, notifySuccess } from '../../../lib/notify';
import { useProfileWritesStore } from '../profile-writes-store';
import { ProfileCard } from './info-card';

export function MemberRightsCard({ profile }: { readonly profile: MemberProfile }) {
  // A member who already said no to sensitive data has nothing to revoke.
  const revocable = profile.authorization === null || profile.authorization.sensitive;
  return (
    <ProfileCard title={message('PRIVACY.RIGHTS_TITLE')} testId="card-member-rights">
      <Stack gap="xs">
        <Button component={Link} to={`/users/${profile.id}/data-report`} variant="light">
          {message('PRIVACY.REPORT_OPEN')}
        </Button>
        {revocable && <RevokeSensitiveButton profile={profile} />}
        <SuppressButton profile={profile} />
      </Stack>
    </ProfileCard>
  );
}

function RevokeSensitiveButton({ profile }: { readonly profile: MemberProfile }) {
  const [opened, setOpened] = useState(false);
  const idempotency = useIdempotencyKey();
  const confirm = async (reason: string) => {
    await useProfileWritesStore
      .getState()
      .revokeSensitiveAuthorization(profile.id, reason, idempotency.keyFor({ id: profile.id, reason }));
    idempotency.done();
    notifySuccess(message('PRIVACY.REVOKED'));
  };
  return (
    <>
      <Button variant="light" color="orange" onClick={() => setOpened(true)}>
        {message('PRIVACY.REVOKE_OPEN')}
      </Button>
      <ReasonDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={message('PRIVACY.REVOKE_TITLE')}
        intro={<Text size="sm">{message('PRIVACY.REVOKE_TEXT', { nombre: profile.name })}</Text>}
        reasonLabel={message('PRIVACY.REASON')}
        confirmLabel={message('PRIVACY.REVOKE_CONFIRM')}
        color="orange"
        failure="PRIVACY.REVOKE_FAILED"
        onConfirm={confirm}
      />
    </>
  );
}

interface SuppressValues {
  readonly reason: string;
  readonly name: string;
}

function SuppressButton({ profile }: { readonly profile: MemberProfile }) {
  const [opened, setOpened] = useState(false);
  const idempotency = useIdempotencyKey();
  const form = useForm<SuppressValues>({ mode: 'controlled', initialValues: { reason: '', name: '' } });
  const close = () => {
    form.reset();
    setOpened(false);
  };
  const submit = form.onSubmit(async (values) => {
    const reason = validReason(values.reason);
    if (reason === null) {
      form.setFieldError('reason', message('REQUEST.REASON_INVALID'));
      return;
    }
    if (values.name.trim() === '') {
      form.setFieldError('name', message('PRIVACY.SUPPRESSION_NAME_REQUIRED'));
      return;
    }
    const request = { reason, name: values.name.trim() };
    try {
      await useProfileWritesStore.getState().suppressMember(profile.id, request, idempotency.keyFor(request));
      idempotency.done();
      notifySuccess(message('PRIVACY.SUPPRESSED'));
      close();
    } catch (failure) {
      notifyFormFailure(form, failure, 'PRIVACY.SUPPRESS_FAILED', { notify: 'unless-marked' });
    }
  });
  return (
    <>
      <Button variant="light" color="red" onClick={() => setOpened(true)}>
        {message('PRIVACY.SUPPRESS_OPEN')}
      </Button>
      <Modal opened={opened} onClose={close} title={message('PRIVACY.SUPPRESS_TITLE')} centered>
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm">{message('PRIVACY.SUPPRESS_TEXT', { nombre: profile.name })}</Text>
            <Textarea
              {...form.getInputProps('reason')}
              label={message('PRIVACY.REASON')}
              description={message('PRIVACY.REASON_HINT')}
              required
              autosize
              minRows={2}
              maxLength={200}
              data-autofocus
            />
            <TextInput
              {...form.getInputProps('name')}
              label={message('PRIVACY.SUPPRESS_NAME')}
              description={profile.name}
              required
              autoComplete="off"
            />
            <DialogActions
              submit={message('PRIVACY.SUPPRESS_CONFIRM')}
              onCancel={close}
              submitting={form.submitting}
              color="red"
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
