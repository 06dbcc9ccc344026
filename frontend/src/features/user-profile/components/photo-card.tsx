// R52: the member's photo on the profile: the photo, 'Tomar foto' / 'Subir foto' and 'Borrar foto'.
// Sensitive data (R47): without the member's sensitive-data authorisation the card only says so.
import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { message, type MemberProfile } from '@gym/domain';
import { MemberPhoto } from '../../../components/member-photo';
import { PhotoCapture } from '../../../components/photo-capture';
import { send } from '../../../lib/api-client';
import { sendMemberPhoto } from '../../../lib/api-client-upload';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useMemberProfileStore } from '../member-profile-store';

export function PhotoCard({ profile }: { readonly profile: MemberProfile }) {
  const [busy, setBusy] = useState(false);
  const allowed = profile.authorization?.sensitive === true;
  const reload = () => useMemberProfileStore.getState().reload();

  const save = async (photo: Blob) => {
    setBusy(true);
    try {
      await sendMemberPhoto(profile.id, photo, { fallback: 'PHOTO.SAVE_FAILED' });
      notifySuccess(message('PHOTO.SAVED'));
      await reload();
    } catch (failure) {
      notifyFailure(failure, 'PHOTO.SAVE_FAILED');
    } finally {
      setBusy(false);
    }
  };
  const remove = () =>
    modals.openConfirmModal({
      title: message('PHOTO.REMOVE'),
      children: <Text size="sm">{message('PHOTO.REMOVE_CONFIRM')}</Text>,
      labels: { confirm: message('PHOTO.REMOVE'), cancel: message('COMMON.CANCEL') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-remove-photo' },
      onConfirm: () =>
        void send('removeMemberPhoto', { params: { id: profile.id }, fallback: 'PHOTO.REMOVE_FAILED' })
          .then(async () => {
            notifySuccess(message('PHOTO.REMOVED'));
            await reload();
          })
          .catch((failure: unknown) => notifyFailure(failure, 'PHOTO.REMOVE_FAILED')),
    });

  return (
    <Paper withBorder p="md" data-testid="card-photo">
      <Title order={3} size="h5" mb="sm">
        {message('PHOTO.TITLE')}
      </Title>
      {allowed ? (
        <Group align="flex-start" gap="md">
          <MemberPhoto memberId={profile.id} photo={profile.photo} name={profile.name} size={128} />
          <Stack gap="xs">
            {profile.photo === null && (
              <Text size="sm" c="dimmed">
                {message('PHOTO.NONE')}
              </Text>
            )}
            <PhotoCapture onPhoto={save} busy={busy} />
            {profile.photo !== null && (
              <Button size="sm" variant="subtle" color="red" onClick={remove} data-testid="photo-remove">
                {message('PHOTO.REMOVE')}
              </Button>
            )}
          </Stack>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" data-testid="photo-not-authorized">
          {message('PHOTO.SENSITIVE_MISSING')}
        </Text>
      )}
    </Paper>
  );
}
