// A member's visits of every plan (R28), newest first (R16) and paged: the history of the Tiquetera
// card and of the visits card of other plans.
import { useEffect } from 'react';
import { List, Title } from '@mantine/core';
import { message } from '@gym/domain';
import { DateTimeText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Pager } from '../../../components/pager';
import { useMemberAttendancesStore } from '../member-attendances-store';

interface VisitHistoryProps {
  readonly memberId: string;
  /** A heading inside a card that has its own title; none when the history is the card. */
  readonly heading?: string;
  readonly emptyText: string;
}

export function VisitHistory({ memberId, heading, emptyText }: VisitHistoryProps) {
  const { params, data, status, error, load, reload } = useMemberAttendancesStore();

  useEffect(() => {
    void useMemberAttendancesStore.getState().load({ memberId, page: 1 });
  }, [memberId]);

  const label = heading ?? message('PROFILE.VISITS');
  return (
    <>
      {heading && (
        <Title order={4} size="h5" mt="lg" mb="xs">
          {heading}
        </Title>
      )}
      {status === 'error' && error && <LoadError text={error.message} onRetry={() => void reload()} />}
      {data !== null &&
        (data.items.length === 0 ? (
          <EmptyState text={emptyText} />
        ) : (
          <List size="sm" spacing={4} data-testid="attendance-history" aria-label={label}>
            {data.items.map((entry) => (
              <List.Item key={entry.id}>
                <DateTimeText instant={entry.attendedAt} />
              </List.Item>
            ))}
          </List>
        ))}
      {data !== null && params !== null && (
        <Pager
          page={params.page}
          pageSize={data.pageSize}
          total={data.total}
          onChange={(page) => void load({ ...params, page })}
        />
      )}
    </>
  );
}
