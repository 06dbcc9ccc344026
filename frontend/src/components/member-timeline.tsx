// A member's 'Historial de cambios': every event of its stream, oldest or newest first, with the
// instant (gym time zone), the staff account and the Spanish sentence; each opens the state after it.
import { useEffect, useState } from 'react';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { message, type MemberHistoryEntry } from '@gym/domain';
import { PHONE_QUERY } from '../hooks/use-narrower-than';
import { DataTable, type Column } from './data-table';
import { DateTimeText } from './date-text';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { LoadingScreen } from './loading-screen';
import { MemberStateModal } from './member-state-modal';
import { useMemberTimelineStore, type HistoryOrder } from './member-timeline-store';
import { Pager } from './pager';

interface MemberTimelineProps {
  readonly memberId: string;
  /** When it changes (e.g. the profile after a staff action), the shown page is read again. */
  readonly refreshKey?: unknown;
}

// R16: newest first unless asked otherwise.
const orders: ReadonlyArray<{ readonly value: HistoryOrder; readonly label: string }> = [
  { value: 'desc', label: message('HISTORY.NEWEST_FIRST') },
  { value: 'asc', label: message('HISTORY.OLDEST_FIRST') },
];

function columns(onOpen: (entry: MemberHistoryEntry) => void): readonly Column<MemberHistoryEntry>[] {
  return [
    { key: 'revision', header: message('HISTORY.COLUMN_REVISION'), align: 'right', render: (entry) => entry.revision },
    {
      key: 'instant',
      header: message('COLUMN.DATE_TIME'),
      render: (entry) => <DateTimeText instant={entry.occurredAt} />,
    },
    { key: 'staff', header: message('HISTORY.COLUMN_STAFF'), render: (entry) => entry.staffName },
    { key: 'change', header: message('HISTORY.COLUMN_CHANGE'), render: (entry) => entry.description },
    {
      key: 'state',
      header: message('COLUMN.ACTIONS'),
      align: 'right',
      render: (entry) => (
        <Button size="compact-xs" variant="light" onClick={() => onOpen(entry)} style={{ whiteSpace: 'nowrap' }}>
          {message('HISTORY.VIEW_STATE')}
        </Button>
      ),
    },
  ];
}

export function MemberTimeline({ memberId, refreshKey }: MemberTimelineProps) {
  const { params, data, status, error, load, reload } = useMemberTimelineStore();
  const [opened, setOpened] = useState<MemberHistoryEntry | null>(null);
  // On a phone the two orders, side by side, are wider than the card: one above the other.
  const phone = useMediaQuery(PHONE_QUERY);
  const current = params?.memberId === memberId ? params : null;

  useEffect(() => {
    // The same member again (e.g. after a change on the profile) keeps its order and page.
    const { params: shown, load: loadPage } = useMemberTimelineStore.getState();
    void loadPage(shown?.memberId === memberId ? shown : { memberId, order: 'desc', page: 1 });
  }, [memberId, refreshKey]);

  const order = current?.order ?? 'desc';
  return (
    <>
      <Group justify="flex-end" mb="xs">
        <SegmentedControl
          size="xs"
          fullWidth={phone}
          orientation={phone ? 'vertical' : 'horizontal'}
          data={orders.map(({ value, label }) => ({ value, label }))}
          value={order}
          onChange={(value) => void load({ memberId, order: value, page: 1 })}
          aria-label={message('HISTORY.ORDER')}
          data-testid="history-order"
        />
      </Group>
      {status === 'error' && error && error.status !== 404 && (
        <LoadError text={error.message} onRetry={() => void reload()} />
      )}
      {status === 'error' && error?.status === 404 && <EmptyState text={error.message} />}
      {data === null || current === null ? (
        status === 'loading' && <LoadingScreen />
      ) : data.items.length === 0 ? (
        <EmptyState text={message('HISTORY.EMPTY')} />
      ) : (
        <div aria-busy={status === 'loading'}>
          <DataTable
            label={message('HISTORY.TITLE')}
            columns={columns(setOpened)}
            rows={data.items}
            rowKey={(entry) => `${entry.revision}-${entry.saleId ?? ''}-${entry.type}`}
            rowTestId="history-row"
            minWidth={760}
          />
          <Pager
            page={current.page}
            pageSize={data.pageSize}
            total={data.total}
            onChange={(page) => void load({ ...current, page })}
          />
        </div>
      )}
      <MemberStateModal memberId={memberId} entry={opened} onClose={() => setOpened(null)} />
    </>
  );
}
