// The first rows as they will be recorded: the plan, price, expiry and debt the rules decided.
import { Table, Text } from '@mantine/core';
import { formatCedula, formatDate, message, type MemberImportResult } from '@gym/domain';
import { Money } from '../../../components/money';

function expiry(row: MemberImportResult['preview'][number]): string {
  if (row.expiresOn !== null) return formatDate(row.expiresOn);
  return row.plan === 'ticket_book' ? message('EXPIRY.TICKET_BOOK_NONE') : message('COMMON.NOT_AVAILABLE');
}

export function ImportPreview({ rows }: { readonly rows: MemberImportResult['preview'] }) {
  if (rows.length === 0) return <Text c="dimmed">{message('MEMBER_IMPORT.PREVIEW_EMPTY')}</Text>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table withTableBorder striped data-testid="import-preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{message('IMPORT_FIELD.name')}</Table.Th>
            <Table.Th>{message('IMPORT_FIELD.cedula')}</Table.Th>
            <Table.Th>{message('IMPORT_FIELD.phone')}</Table.Th>
            <Table.Th>{message('IMPORT_FIELD.plan')}</Table.Th>
            <Table.Th>{message('IMPORT_FIELD.joinedOn')}</Table.Th>
            <Table.Th>{message('IMPORT_FIELD.expiresOn')}</Table.Th>
            <Table.Th>{message('IMPORT_FIELD.amountPaid')}</Table.Th>
            <Table.Th>{message('IMPORT_FIELD.planPrice')}</Table.Th>
            <Table.Th>{message('IMPORT_FIELD.debt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.cedula === null ? '' : formatCedula(row.cedula)}</Table.Td>
              <Table.Td>{row.phone}</Table.Td>
              <Table.Td>{message(`PLAN.${row.plan}`)}</Table.Td>
              <Table.Td>{formatDate(row.joinedOn)}</Table.Td>
              <Table.Td>{expiry(row)}</Table.Td>
              <Table.Td>
                <Money amount={row.amountPaid} />
              </Table.Td>
              <Table.Td>
                <Money amount={row.planPrice} />
              </Table.Td>
              <Table.Td>
                <Money amount={row.debt} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
