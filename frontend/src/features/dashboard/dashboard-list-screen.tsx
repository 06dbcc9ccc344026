// Issue 41: one of the dashboard's lists whole, a page at a time (/dashboard/{list}): the same lines
// as the dashboard's card (the member's link, the detail, the WhatsApp reminder), in the same order.
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Anchor, Paper, Stack } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router-dom';
import {
  isDashboardList,
  message,
  type AbsentEntry,
  type AlertEntry,
  type BirthdayEntry,
  type DashboardList,
  type MessageKey,
} from '@gym/domain';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';
import { HISTORY_PAGE_SIZE } from '../../lib/history-page';
import { usePublicSettingsStore } from '../../stores/public-settings-store';
import { AbsentLine } from './components/absent-members-card';
import { AlertLine, alertLists } from './components/alert-lists';
import { BirthdayLine } from './components/birthdays-card';

type Entry = AlertEntry | BirthdayEntry | AbsentEntry;

interface ListPage {
  readonly items: readonly Entry[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

interface ListSpec {
  readonly title: MessageKey;
  readonly empty: MessageKey;
  readonly load: (page: number) => Promise<ListPage>;
  readonly Line: (props: { readonly entry: Entry }) => ReactNode;
}

const fallback = 'DASHBOARD.LIST_FAILED';
const query = (page: number) => ({ page, pageSize: HISTORY_PAGE_SIZE });

function alertSpec(name: 'about-to-expire' | 'expired' | 'with-debt'): ListSpec {
  const spec = alertLists.find((list) => list.name === name);
  if (spec === undefined) throw new Error(`No alert list ${name}`);
  return {
    title: spec.title,
    empty: spec.empty,
    load: (page) => send('listAlerts', { params: { list: name }, query: query(page), fallback }),
    Line: function AlertListLine({ entry }) {
      const gymName = usePublicSettingsStore((state) => state.gymName);
      const alert = entry as AlertEntry;
      return <AlertLine entry={alert} detail={spec.detail(alert)} reminder={spec.reminder(alert, gymName)} />;
    },
  };
}

const LISTS: { readonly [L in DashboardList]: ListSpec } = {
  'about-to-expire': alertSpec('about-to-expire'),
  expired: alertSpec('expired'),
  'with-debt': alertSpec('with-debt'),
  birthdays: {
    title: 'DASHBOARD.BIRTHDAYS',
    empty: 'DASHBOARD.NO_BIRTHDAYS',
    load: (page) => send('listBirthdays', { query: query(page), fallback }),
    Line: ({ entry }) => <BirthdayLine entry={entry as BirthdayEntry} />,
  },
  absent: {
    title: 'DASHBOARD.ABSENT',
    empty: 'DASHBOARD.NO_ABSENT',
    load: (page) => send('listAbsent', { query: query(page), fallback }),
    Line: ({ entry }) => <AbsentLine entry={entry as AbsentEntry} />,
  },
};

interface ListQuery {
  readonly list: DashboardList;
  readonly page: number;
}

const useDashboardListStore = createQueryStore(({ list, page }: ListQuery) => LISTS[list].load(page), {
  keepsDataAcross: (previous, next) => previous.list === next.list,
});

function WholeList({ list }: { readonly list: DashboardList }) {
  const { params, data, status, error, load, reload } = useDashboardListStore();
  const spec = LISTS[list];
  // Once, on opening (the screen is keyed by its list): its first page.
  const open = useEffectEvent(() => void load({ list, page: 1 }));
  useEffect(() => {
    open();
  }, []);
  const page = params?.list === list ? data : null;

  const { Line } = spec;
  return (
    <>
      <PageHeader
        title={message(spec.title)}
        actions={
          <Anchor component={Link} to="/" size="sm">
            {message('DASHBOARD.BACK')}
          </Anchor>
        }
      />
      {status === 'error' && error && <LoadError text={error.message} onRetry={() => void reload()} />}
      {page === null ? (
        status === 'loading' && <LoadingScreen />
      ) : (
        <Paper withBorder p={{ base: 'xs', sm: 'md' }} data-testid="dashboard-list" aria-busy={status === 'loading'}>
          {page.items.length === 0 ? (
            <EmptyState text={message(spec.empty)} />
          ) : (
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {page.items.map((entry) => (
                <li key={entry.id}>
                  <Line entry={entry} />
                </li>
              ))}
            </Stack>
          )}
          <Pager
            page={page.page}
            pageSize={page.pageSize}
            total={page.total}
            onChange={(next) => void load({ list, page: next })}
          />
        </Paper>
      )}
    </>
  );
}

export function DashboardListScreen() {
  const { list } = useParams();
  if (!isDashboardList(list)) return <Navigate to="/" replace />;
  return <WholeList key={list} list={list} />;
}
