// 'Ver estado en esta fecha': the member right after one event, replayed by the server from the events.
import { useEffect } from 'react';
import { Alert, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDateTime, message, type MemberHistoryEntry } from '@gym/domain';
import { usePublicSettingsStore } from '../stores/public-settings-store';
import { LoadError } from './load-error';
import { LoadingScreen } from './loading-screen';
import { MemberStateView } from './member-state-view';
import { useMemberStateStore } from './member-timeline-store';
import { StatusBadge } from './status-badge';

interface MemberStateModalProps {
  readonly memberId: string;
  /** The event whose aftermath is shown; null keeps the modal closed. */
  readonly entry: MemberHistoryEntry | null;
  readonly onClose: () => void;
}

export function MemberStateModal({ memberId, entry, onClose }: MemberStateModalProps) {
  const { data, status, error, reload } = useMemberStateStore();
  const timeZone = usePublicSettingsStore((state) => state.timeZone);
  const revision = entry?.revision ?? null;

  useEffect(() => {
    if (revision !== null) void useMemberStateStore.getState().load({ memberId, revision });
  }, [memberId, revision]);

  const snapshot = data !== null && data.revision === revision ? data : null;
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={message('HISTORY.STATE_TITLE', { revision: revision ?? '' })}
      size="lg"
      centered
    >
      {status === 'error' && error && <LoadError text={error.message} onRetry={() => void reload()} />}
      {snapshot === null ? (
        status === 'loading' && <LoadingScreen />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text size="sm">
              {message('HISTORY.STATE_INTRO', { fecha: formatDateTime(snapshot.occurredAt, timeZone) })}
            </Text>
            <StatusBadge status={snapshot.member.status} />
          </Group>
          {snapshot.deleted && (
            <Alert color="red" variant="light">
              {message('HISTORY.STATE_DELETED')}
            </Alert>
          )}
          <MemberStateView member={snapshot.member} />
        </Stack>
      )}
    </Modal>
  );
}
