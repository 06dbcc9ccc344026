// A history screen's body: one page of rows from a query store, its empty text, paging and load errors.
import { useEffect, useEffectEvent } from 'react';
import { Paper } from '@mantine/core';
import type { PageOf } from '@gym/domain';
import type { QueryState } from '../lib/create-query-store';
import { DataTable, type Column } from './data-table';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { LoadingScreen } from './loading-screen';
import { Pager } from './pager';

interface PagedHistoryProps<Row extends { readonly id: string }> {
  /** The screen's query store, whose parameter is the page number (1-based). */
  readonly query: QueryState<number, PageOf<Row>>;
  readonly label: string;
  readonly columns: readonly Column<Row>[];
  readonly emptyText: string;
  readonly testId: string;
  readonly rowTestId: string;
  readonly minWidth?: number;
}

export function PagedHistory<Row extends { readonly id: string }>(props: PagedHistoryProps<Row>) {
  const { query, label, columns, emptyText, testId, rowTestId, minWidth } = props;
  const { params: page, data, status, error, load, reload } = query;

  // Once, on opening: coming back to the screen shows the same page again, freshly read.
  const open = useEffectEvent(() => void load(page ?? 1));
  useEffect(() => {
    open();
  }, []);

  return (
    <>
      {status === 'error' && error && <LoadError text={error.message} onRetry={() => void reload()} />}
      {data === null ? (
        status === 'loading' && <LoadingScreen />
      ) : (
        <Paper withBorder p={{ base: 'xs', sm: 'md' }} data-testid={testId} aria-busy={status === 'loading'}>
          {data.items.length === 0 ? (
            <EmptyState text={emptyText} />
          ) : (
            <DataTable
              label={label}
              columns={columns}
              rows={data.items}
              rowKey={(row) => row.id}
              rowTestId={rowTestId}
              minWidth={minWidth}
            />
          )}
          <Pager page={page ?? 1} pageSize={data.pageSize} total={data.total} onChange={(next) => void load(next)} />
        </Paper>
      )}
    </>
  );
}
