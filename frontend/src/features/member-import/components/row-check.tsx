// The check of every row: counts, then the rows in error, the rows that already exist and the notes,
// each a Spanish line with its row numbers ('Filas 3 a 6: Dirección: …', 'Fila 20: ya existe (…)').
// Rows that share a reason share a line; a long list shows its first lines, the report has them all.
import { List, Stack, Text, Title } from '@mantine/core';
import { existingRowText, groupedProblemLines, healthLeftOutRows, message, type MemberImportResult } from '@gym/domain';

/** Lines shown per list: a file of thousands of bad rows stays readable on a phone. */
const MAX_LINES = 100;

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
  const shown = lines.slice(0, MAX_LINES);
  return (
    <Stack gap={4} data-testid={testId}>
      <Title order={4}>{title}</Title>
      <List size="sm" c={color} spacing={2} style={{ overflowWrap: 'anywhere' }}>
        {shown.map((line, index) => (
          <List.Item key={index}>{line}</List.Item>
        ))}
      </List>
      {lines.length > shown.length && (
        <Text size="sm" c="dimmed">
          {message('MEMBER_IMPORT.MORE_LINES', { n: (lines.length - shown.length).toLocaleString('es-CO') })}
        </Text>
      )}
    </Stack>
  );
}

export function RowCheck({ result }: { readonly result: MemberImportResult }) {
  const rowsInError = new Set(result.errors.map((problem) => problem.row)).size;
  const healthLeftOut = healthLeftOutRows(result.notes);
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
      {healthLeftOut > 0 && (
        <Text size="sm" data-testid="import-health-left-out">
          {message('MEMBER_IMPORT.SUMMARY_HEALTH_LEFT_OUT', { n: healthLeftOut })}
        </Text>
      )}
      <Lines
        title={message('MEMBER_IMPORT.ERRORS')}
        lines={groupedProblemLines(result.errors)}
        testId="import-errors"
        color="red.8"
      />
      <Lines
        title={message('MEMBER_IMPORT.EXISTING')}
        lines={result.existing.map(existingRowText)}
        testId="import-existing"
      />
      <Lines title={message('MEMBER_IMPORT.NOTES')} lines={groupedProblemLines(result.notes)} testId="import-notes" />
    </Stack>
  );
}
