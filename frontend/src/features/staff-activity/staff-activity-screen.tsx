// Actividad del personal (Administrador): what each staff account did on a gym-local day — who,
// at what time, about which member (or account, or the gym's prices) and what, in the catalogue's
// sentences — newest first, for every account or one, every kind of action or one. An import is one
// line that opens to its rows (issue 41).
import { useEffect, useEffectEvent } from 'react';
import { Group, NativeSelect, Paper } from '@mantine/core';
import {
  ACTIVITY_KINDS,
  formatTime,
  isValidDate,
  message,
  type ActivityKind,
  type StaffActivityEntry,
} from '@gym/domain';
import { DataTable, type Column } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { DateInput } from '../../components/form-inputs';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { useGymToday } from '../../hooks/use-gym-today';
import { usePublicSettingsStore } from '../../stores/public-settings-store';
import { ActivitySubject } from './components/activity-subject';
import { ImportLine } from './components/import-rows';
import { useActivityAccountsStore, useStaffActivityStore, type ActivityQuery } from './staff-activity-store';

const kindOptions = [
  { value: '', label: message('ACTIVITY.ALL_KINDS') },
  ...ACTIVITY_KINDS.map((kind) => ({ value: kind, label: message(`ACTIVITY_KIND.${kind}`) })),
];
const isKind = (value: string): value is ActivityKind => (ACTIVITY_KINDS as readonly string[]).includes(value);

function useColumns(): readonly Column<StaffActivityEntry>[] {
  const timeZone = usePublicSettingsStore((state) => state.timeZone);
  return [
    { key: 'time', header: message('COLUMN.TIME'), render: (entry) => formatTime(entry.at, timeZone) },
    { key: 'account', header: message('ACTIVITY.ACCOUNT'), render: (entry) => entry.staffName },
    { key: 'about', header: message('ACTIVITY.ABOUT'), render: (entry) => <ActivitySubject subject={entry.subject} /> },
    {
      key: 'what',
      header: message('ACTIVITY.WHAT'),
      render: (entry) => (entry.rows === null ? entry.text : <ImportLine entry={entry} />),
    },
  ];
}

function Filters({ query, today }: { readonly query: ActivityQuery; readonly today: string }) {
  const load = useStaffActivityStore((state) => state.load);
  const accounts = useActivityAccountsStore((state) => state.data);
  const options = [
    { value: '', label: message('ACTIVITY.ALL_ACCOUNTS') },
    ...(accounts?.items ?? []).map((account) => ({ value: account.id, label: account.displayName })),
  ];
  return (
    <Group gap="xs" align="flex-end">
      <NativeSelect
        label={message('ACTIVITY.ACCOUNT')}
        data={options}
        value={query.staffId ?? ''}
        onChange={(event) => void load({ ...query, staffId: event.currentTarget.value || null, page: 1 })}
        data-testid="activity-account"
      />
      <NativeSelect
        label={message('ACTIVITY.KIND')}
        data={kindOptions}
        value={query.kind ?? ''}
        onChange={(event) => {
          const kind = event.currentTarget.value;
          void load({ ...query, kind: isKind(kind) ? kind : null, page: 1 });
        }}
        data-testid="activity-kind"
      />
      <DateInput
        label={message('ACTIVITY.DAY')}
        value={query.day}
        maxDate={today}
        required
        onChange={(day) => isValidDate(day) && void load({ ...query, day, page: 1 })}
        data-testid="activity-day"
      />
    </Group>
  );
}

export function StaffActivityScreen() {
  const today = useGymToday();
  const { params, data, status, error, load, reload } = useStaffActivityStore();
  const columns = useColumns();
  const query: ActivityQuery = params ?? { day: today, staffId: null, kind: null, page: 1 };

  // Once, on opening: the day and account looked at last, or today's for everyone.
  const open = useEffectEvent(() => {
    void load(query);
    void useActivityAccountsStore.getState().load('all');
  });
  useEffect(() => {
    open();
  }, []);

  return (
    <>
      <PageHeader
        title={message('NAV.STAFF_ACTIVITY')}
        description={message('ACTIVITY.DESCRIPTION')}
        actions={<Filters query={query} today={today} />}
      />
      {status === 'error' && error && <LoadError text={error.message} onRetry={() => void reload()} />}
      {data === null ? (
        status === 'loading' && <LoadingScreen />
      ) : (
        <Paper withBorder p={{ base: 'xs', sm: 'md' }} data-testid="staff-activity" aria-busy={status === 'loading'}>
          {data.items.length === 0 ? (
            <EmptyState text={message('ACTIVITY.EMPTY')} />
          ) : (
            <DataTable
              label={message('NAV.STAFF_ACTIVITY')}
              columns={columns}
              rows={data.items}
              rowKey={(entry) => entry.id}
              rowTestId="activity-row"
              minWidth={720}
            />
          )}
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onChange={(page) => void load({ ...query, page })}
          />
        </Paper>
      )}
    </>
  );
}
