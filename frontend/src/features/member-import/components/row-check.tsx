// The check of every row: counts, then the rows in error, the rows that already exist and the notes,
// each a Spanish line with its row number ('Fila 14: Teléfono: …', 'Fila 20: ya existe (…)').
import { List, Stack, Text, Title } from '@mantine/core';
import { existingRowText, message, rowProblemText, type MemberImportResult } from '@gym/domain';

function Lines({
  title,
  lines,
  testId,
  color,
}: {
  title: string;
  lines: readonly string[];
  testId: string;
  color?: string;
}) {
  if (lines.length === 0) return null;
  return (
    <Stack gap={4} data-testid={testId}>
      <Title order={4}>{title}</Title>
      <List size="sm" c={color} spacing={2}>
        {lines.map((line, index) => (
          <List.Item key={index}>{line}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function RowCheck({ result }: { readonly result: MemberImportResult }) {
  const rowsInError = new Set(result.errors.map((problem) => problem.row)).size;
  return (
    <Stack gap="sm">
      <Text data-testid="import-counts">
        {message('MEMBER_IMPORT.COUNTS', {
          filas: result.rows,
          nuevos: result.toImport,
          errores: rowsInError,
          existentes: result.existing.length,
        })}
      </Text>
      <Lines
        title={message('MEMBER_IMPORT.ERRORS')}
        lines={result.errors.map(rowProblemText)}
        testId="import-errors"
        color="red.8"
      />
      <Lines
        title={message('MEMBER_IMPORT.EXISTING')}
        lines={result.existing.map(existingRowText)}
        testId="import-existing"
      />
      <Lines title={message('MEMBER_IMPORT.NOTES')} lines={result.notes.map(rowProblemText)} testId="import-notes" />
    </Stack>
  );
}
