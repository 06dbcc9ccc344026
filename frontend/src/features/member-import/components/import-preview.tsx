// The first rows as they will be recorded: the plan, price, expiry and debt the rules decided; on a
// phone (or a tablet's narrow box) each row is a card, so no column hides behind a sideways scroll.
import { Box, Text } from '@mantine/core';
import { formatCedula, formatDate, formatPhone, message, type MemberImportResult } from '@gym/domain';
import { DataTable, type Column } from '../../../components/data-table';
import { Money } from '../../../components/money';
import { planName, isVisitsPlanId } from '../../../stores/plan-prices-store';

type PreviewRow = MemberImportResult['preview'][number];

function expiry(row: PreviewRow): string {
  if (row.expiresOn !== null) return formatDate(row.expiresOn);
  return isVisitsPlanId(row.plan) ? message('EXPIRY.TICKET_BOOK_NONE') : message('COMMON.NOT_AVAILABLE');
}

/** A cédula read as one piece ('1.023.456.789'), not broken over two lines. */
const Unbroken = ({ text }: { readonly text: string }) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

const columns: readonly Column<PreviewRow>[] = [
  { key: 'row', header: message('MEMBER_IMPORT.ROW_NUMBER'), render: (row) => row.row },
  { key: 'name', header: message('IMPORT_FIELD.name'), render: (row) => row.name },
  {
    key: 'cedula',
    header: message('IMPORT_FIELD.cedula'),
    render: (row) => (row.cedula === null ? '' : <Unbroken text={formatCedula(row.cedula)} />),
  },
  { key: 'phone', header: message('IMPORT_FIELD.phone'), render: (row) => <Unbroken text={formatPhone(row.phone)} /> },
  { key: 'plan', header: message('IMPORT_FIELD.plan'), render: (row) => planName(row.plan) },
  { key: 'joinedOn', header: message('IMPORT_FIELD.joinedOn'), render: (row) => formatDate(row.joinedOn) },
  { key: 'expiresOn', header: message('IMPORT_FIELD.expiresOn'), render: expiry },
  {
    key: 'amountPaid',
    header: message('IMPORT_FIELD.amountPaid'),
    render: (row) => <Money amount={row.amountPaid} />,
    align: 'right',
  },
  {
    key: 'planPrice',
    header: message('IMPORT_FIELD.planPrice'),
    render: (row) => <Money amount={row.planPrice} />,
    align: 'right',
  },
  { key: 'debt', header: message('IMPORT_FIELD.debt'), render: (row) => <Money amount={row.debt} />, align: 'right' },
];

export function ImportPreview({ rows }: { readonly rows: MemberImportResult['preview'] }) {
  if (rows.length === 0) return <Text c="dimmed">{message('MEMBER_IMPORT.PREVIEW_EMPTY')}</Text>;
  return (
    <Box data-testid="import-preview">
      <DataTable
        label={message('MEMBER_IMPORT.PREVIEW')}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.row)}
        minWidth={900}
      />
    </Box>
  );
}
