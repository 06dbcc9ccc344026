// 'Solicitudes de datos' (Administrador, R49): the consultas and reclamos of the members' personal
// data, each with its due day in business days ('Vence en N días hábiles', warned from 2, 'Vencida'),
// the form that records one, and the answer of each open one.
import { useEffect, useEffectEvent, useState } from 'react';
import { Button, NativeSelect, Paper, Text } from '@mantine/core';
import { DATA_REQUEST_FILTERS, formatDate, message, type DataRequestFilter, type DataRequestView } from '@gym/domain';
import { DataTable, type Column } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { MemberLink } from '../../components/member-link';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { useGymToday } from '../../hooks/use-gym-today';
import { AnswerRequestDialog } from './components/answer-request-dialog';
import { DeadlineBadge } from './components/deadline-text';
import { ReceiveRequestForm } from './components/receive-request-form';
import { useDataRequestsStore, type DataRequestsQuery } from './data-requests-store';

const filterOptions = DATA_REQUEST_FILTERS.map((filter) => ({
  value: filter,
  label: message(`DATA_REQUESTS.FILTER_${filter}`),
}));
const isFilter = (value: string): value is DataRequestFilter =>
  (DATA_REQUEST_FILTERS as readonly string[]).includes(value);

function columns(onAnswer: (request: DataRequestView) => void): readonly Column<DataRequestView>[] {
  return [
    {
      key: 'kind',
      header: message('COLUMN.DATA_REQUEST_KIND'),
      render: (row) => message(`DATA_REQUEST_KIND.${row.kind}`),
    },
    {
      key: 'person',
      header: message('COLUMN.DATA_REQUEST_PERSON'),
      render: (row) =>
        row.memberId === null ? (
          <>
            {row.memberName}{' '}
            <Text span size="xs" c="dimmed">
              ({message('DATA_REQUESTS.NOT_A_MEMBER')})
            </Text>
          </>
        ) : (
          <MemberLink id={row.memberId} name={row.memberName} />
        ),
    },
    {
      key: 'request',
      header: message('DATA_REQUESTS.REQUEST'),
      render: (row) => (
        <>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {row.request}
          </Text>
          <Text size="xs" c="dimmed">
            {message('DATA_REQUESTS.RECORDED_BY', { quien: row.recordedBy })}
          </Text>
          {row.answer !== null && (
            <>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {message('DATA_REQUESTS.ANSWER_TEXT')}: {row.answer}
              </Text>
              <Text size="xs" c="dimmed">
                {message('DATA_REQUESTS.ANSWERED_BY', {
                  quien: row.answeredBy ?? '',
                  fecha: formatDate(row.answeredOn ?? ''),
                })}
              </Text>
            </>
          )}
        </>
      ),
    },
    { key: 'received', header: message('COLUMN.RECEIVED_ON'), render: (row) => formatDate(row.receivedOn) },
    { key: 'due', header: message('COLUMN.DUE_ON'), render: (row) => formatDate(row.dueOn) },
    { key: 'status', header: message('COLUMN.DATA_REQUEST_STATUS'), render: (row) => <DeadlineBadge request={row} /> },
    {
      key: 'actions',
      header: '',
      render: (row) =>
        row.status === 'answered' ? null : (
          <Button size="xs" variant="light" onClick={() => onAnswer(row)}>
            {message('DATA_REQUESTS.ANSWER')}
          </Button>
        ),
    },
  ];
}

export function DataRequestsScreen() {
  const today = useGymToday();
  const { params, data, status, error, load, reload } = useDataRequestsStore();
  const [formShown, setFormShown] = useState(false);
  const [answering, setAnswering] = useState<DataRequestView | null>(null);
  const query: DataRequestsQuery = params ?? { status: 'open', page: 1 };

  const open = useEffectEvent(() => void load(query));
  useEffect(() => {
    open();
  }, []);

  return (
    <>
      <PageHeader
        title={message('NAV.DATA_REQUESTS')}
        description={message('DATA_REQUESTS.DESCRIPTION')}
        actions={
          <>
            <NativeSelect
              label={message('DATA_REQUESTS.FILTER')}
              data={filterOptions}
              value={query.status}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (isFilter(value)) void load({ status: value, page: 1 });
              }}
              data-testid="data-requests-filter"
            />
            <Button
              variant={formShown ? 'default' : 'filled'}
              onClick={() => setFormShown((shown) => !shown)}
              aria-expanded={formShown}
            >
              {message(formShown ? 'DATA_REQUESTS.CANCEL' : 'DATA_REQUESTS.NEW')}
            </Button>
          </>
        }
      />
      {formShown && (
        <ReceiveRequestForm
          today={today}
          onReceived={() => {
            setFormShown(false);
            void reload();
          }}
        />
      )}
      {status === 'error' && error && <LoadError text={error.message} onRetry={() => void reload()} />}
      {data === null ? (
        status === 'loading' && <LoadingScreen />
      ) : (
        <Paper withBorder p={{ base: 'xs', sm: 'md' }} data-testid="data-requests" aria-busy={status === 'loading'}>
          {data.items.length === 0 ? (
            <EmptyState text={message(`DATA_REQUESTS.EMPTY_${query.status}`)} />
          ) : (
            <DataTable
              label={message('NAV.DATA_REQUESTS')}
              columns={columns(setAnswering)}
              rows={data.items}
              rowKey={(row) => row.requestId}
              rowTestId="data-request-row"
              minWidth={860}
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
      <AnswerRequestDialog
        request={answering}
        today={today}
        onClose={() => setAnswering(null)}
        onAnswered={() => {
          setAnswering(null);
          void reload();
        }}
      />
    </>
  );
}
