// The product's table: labelled and striped; on a phone, or in a box narrower than the table's
// `minWidth` (a tablet), each row becomes a card of label/value lines, so nothing (amount, change,
// measures, actions) hides off-screen behind a sideways scroll.
import { Fragment, type ReactNode } from 'react';
import { Box, Paper, Stack, Table, Text } from '@mantine/core';
import { useNarrowerThan } from '../hooks/use-narrower-than';

export interface Column<Row> {
  readonly key: string;
  readonly header: ReactNode;
  readonly render: (row: Row) => ReactNode;
  readonly align?: 'left' | 'right';
  readonly ariaSort?: 'ascending' | 'descending' | 'none';
  /** Let a long header break over lines (e.g. 'Cintura bajo ombligo') instead of widening its column. */
  readonly wrapHeader?: boolean;
}

interface DataTableProps<Row> {
  /** The table's accessible name. */
  readonly label: string;
  readonly columns: readonly Column<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** Below this width of its box the rows are cards. */
  readonly minWidth?: number;
  readonly rowTestId?: string;
}

const DEFAULT_MIN_WIDTH = 560;

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { ref, narrow } = useNarrowerThan(props.minWidth ?? DEFAULT_MIN_WIDTH);
  return <Box ref={ref}>{narrow ? <DataCards {...props} /> : <WideTable {...props} />}</Box>;
}

function WideTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  minWidth = DEFAULT_MIN_WIDTH,
  rowTestId,
}: DataTableProps<Row>) {
  return (
    // A region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable).
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      <Table striped highlightOnHover verticalSpacing="xs" tabularNums aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                ta={column.align}
                aria-sort={column.ariaSort}
                style={column.wrapHeader ? undefined : { whiteSpace: 'nowrap' }}
              >
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.align}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const cardLines = { display: 'grid', gridTemplateColumns: 'minmax(6rem, max-content) minmax(0, 1fr)', gap: '4px 12px' };

function DataCards<Row>({ label, columns, rows, rowKey, rowTestId }: DataTableProps<Row>) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {rows.map((row) => (
        <Paper component="li" withBorder p="xs" key={rowKey(row)} data-testid={rowTestId}>
          <Box component="dl" m={0} style={cardLines}>
            {columns.map((column) => (
              <Fragment key={column.key}>
                <Text component="dt" size="sm" c="dimmed">
                  {column.header}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {column.render(row)}
                </Text>
              </Fragment>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
