// 'Columna del archivo → Campo': what each column of the sheet fills, which the person can change.
import { NativeSelect, Table, Text } from '@mantine/core';
import {
  IMPORT_FIELDS,
  importFieldLabel,
  isImportField,
  message,
  type ImportField,
  type MemberImportResult,
} from '@gym/domain';

interface ColumnMappingProps {
  readonly columns: MemberImportResult['columns'];
  readonly disabled: boolean;
  readonly onChange: (index: number, field: ImportField | null) => void;
}

const IGNORE = '';
const options = [
  { value: IGNORE, label: message('MEMBER_IMPORT.IGNORE') },
  ...IMPORT_FIELDS.map((field) => ({ value: field, label: importFieldLabel(field) })),
];

export function ColumnMapping({ columns, disabled, onChange }: ColumnMappingProps) {
  return (
    <Table withTableBorder striped data-testid="column-mapping">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{message('MEMBER_IMPORT.COLUMN')}</Table.Th>
          <Table.Th>{message('MEMBER_IMPORT.FIELD')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {columns.map((column) => (
          <Table.Tr key={column.index}>
            <Table.Td>
              <Text span fw={500}>
                {column.header === '' ? '—' : column.header}
              </Text>
            </Table.Td>
            <Table.Td>
              <NativeSelect
                aria-label={message('MEMBER_IMPORT.FIELD_FOR', { columna: column.header })}
                data={options}
                value={column.field ?? IGNORE}
                disabled={disabled}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  onChange(column.index, isImportField(value) ? value : null);
                }}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
