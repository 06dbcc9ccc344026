// 'Columna del archivo → Campo': what each column of the sheet fills, which the person can change.
// A table at a desk; on a phone (or a narrow box) each column's header labels its own list of
// fields at the whole width, so no field's name is cut.
import { Box, NativeSelect, SimpleGrid, Text } from '@mantine/core';
import {
  SHEET_FIELDS,
  importFieldLabel,
  isSheetField,
  message,
  type SheetField,
  type MemberImportResult,
} from '@gym/domain';
import { DataTable, type Column } from '../../../components/data-table';
import { useNarrowerThan } from '../../../hooks/use-narrower-than';

type SheetColumn = MemberImportResult['columns'][number];

interface ColumnMappingProps {
  readonly columns: readonly SheetColumn[];
  readonly disabled: boolean;
  readonly onChange: (index: number, field: SheetField | null) => void;
}

const IGNORE = '';
const options = [
  { value: IGNORE, label: message('MEMBER_IMPORT.IGNORE') },
  ...SHEET_FIELDS.map((field) => ({ value: field, label: importFieldLabel(field) })),
];
/** Below this width of its box the table becomes a list of labelled fields. */
const TABLE_MIN_WIDTH = 440;

const headerOf = (column: SheetColumn): string => (column.header === '' ? '—' : column.header);

function FieldSelect({
  column,
  disabled,
  onChange,
  showHeader,
}: Omit<ColumnMappingProps, 'columns'> & { readonly column: SheetColumn; readonly showHeader: boolean }) {
  return (
    <NativeSelect
      label={showHeader ? headerOf(column) : undefined}
      aria-label={message('MEMBER_IMPORT.FIELD_FOR', { columna: column.header })}
      data={options}
      value={column.field ?? IGNORE}
      disabled={disabled}
      styles={{ label: { overflowWrap: 'anywhere' } }}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange(column.index, isSheetField(value) ? value : null);
      }}
    />
  );
}

export function ColumnMapping({ columns, disabled, onChange }: ColumnMappingProps) {
  const { ref, narrow } = useNarrowerThan(TABLE_MIN_WIDTH);
  const select = { disabled, onChange };
  const tableColumns: readonly Column<SheetColumn>[] = [
    {
      key: 'column',
      header: message('MEMBER_IMPORT.COLUMN'),
      render: (column) => (
        <Text span fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {headerOf(column)}
        </Text>
      ),
    },
    {
      key: 'field',
      header: message('MEMBER_IMPORT.FIELD'),
      render: (column) => <FieldSelect {...select} column={column} showHeader={false} />,
    },
  ];
  return (
    <Box ref={ref} data-testid="column-mapping">
      {narrow ? (
        <SimpleGrid cols={1} spacing="sm">
          {columns.map((column) => (
            <FieldSelect key={column.index} {...select} column={column} showHeader />
          ))}
        </SimpleGrid>
      ) : (
        <DataTable
          label={message('MEMBER_IMPORT.MAPPING')}
          columns={tableColumns}
          rows={columns}
          rowKey={(column) => String(column.index)}
          minWidth={TABLE_MIN_WIDTH}
        />
      )}
    </Box>
  );
}
