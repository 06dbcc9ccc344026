// The product's table: labelled, striped, scrolling sideways on a narrow screen instead of squeezing.
import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

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
  /** Below this width the table scrolls sideways (phones are 375 px wide). */
  readonly minWidth?: number;
  readonly rowTestId?: string;
}

export function DataTable<Row>({ label, columns, rows, rowKey, minWidth = 560, rowTestId }: DataTableProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
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
