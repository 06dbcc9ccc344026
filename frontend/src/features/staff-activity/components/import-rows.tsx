// Issue 41: an import is one line of Actividad del personal ('Importó 344 usuarios de socios.xlsx');
// 'Ver las filas' opens it to its members, in the order imported, a page at a time.
import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { message, type StaffActivityEntry, type StaffActivityRows } from '@gym/domain';
import { send } from '../../../lib/api-client';
import { HISTORY_PAGE_SIZE } from '../../../lib/history-page';
import { Pager } from '../../../components/pager';
import { ActivitySubject } from './activity-subject';

type Rows = { readonly status: 'closed' } | { readonly status: 'loading' | 'failed' | 'open'; readonly page: number };

export function ImportLine({ entry }: { readonly entry: StaffActivityEntry }) {
  const [rows, setRows] = useState<Rows>({ status: 'closed' });
  const [data, setData] = useState<StaffActivityRows | null>(null);
  const open = async (page: number) => {
    setRows({ status: 'loading', page });
    try {
      const answer = await send('getStaffActivityRows', {
        params: { id: entry.id },
        query: { page, pageSize: HISTORY_PAGE_SIZE },
        fallback: 'ACTIVITY.ROWS_FAILED',
      });
      setData(answer);
      setRows({ status: 'open', page });
    } catch {
      setRows({ status: 'failed', page });
    }
  };
  const shown = rows.status !== 'closed';
  return (
    <Stack gap={4}>
      <Text span size="sm">
        {entry.text}
      </Text>
      <Button
        variant="subtle"
        size="compact-xs"
        w="fit-content"
        aria-expanded={shown}
        onClick={() => (shown ? setRows({ status: 'closed' }) : void open(1))}
        data-testid="activity-import-rows"
      >
        {message(shown ? 'ACTIVITY.HIDE_ROWS' : 'ACTIVITY.SHOW_ROWS')}
      </Button>
      {rows.status === 'failed' && (
        <Text size="sm" c="red.8" role="alert">
          {message('ACTIVITY.ROWS_FAILED')}
        </Text>
      )}
      {shown && data !== null && (
        <>
          <Stack
            component="ol"
            gap={2}
            m={0}
            pl="md"
            data-testid="activity-import-row-list"
            aria-busy={rows.status === 'loading'}
          >
            {data.items.map((row) => (
              <li key={row.id}>
                <ActivitySubject subject={row.subject} /> ·{' '}
                <Text span size="sm">
                  {row.text}
                </Text>
              </li>
            ))}
          </Stack>
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onChange={(page) => void open(page)} />
        </>
      )}
    </Stack>
  );
}
