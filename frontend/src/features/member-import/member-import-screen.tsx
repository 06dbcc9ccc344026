// 'Importar usuarios' (issue 29, R34), reached from Usuarios by an Administrador: the file, its sheet,
// the columns' fields, a preview of the first rows as they will be recorded, the check of every row,
// then 'Importar N usuarios' with a progress bar, and the report to download.
import { useEffect } from 'react';
import { Alert, Anchor, Button, Group, NativeSelect, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { importFieldLabel, importReportLines, message } from '@gym/domain';
import { Link } from 'react-router-dom';
import '@mantine/dropzone/styles.css';
import { PageHeader } from '../../components/page-header';
import { ColumnMapping } from './components/column-mapping';
import { ImportDropzone } from './components/import-dropzone';
import { ImportPreview } from './components/import-preview';
import { NameCaseChoice } from './components/name-case-choice';
import { RowCheck } from './components/row-check';
import { useMemberImportStore, type ImportProgress } from './member-import-store';

function ProgressBar({
  progress,
  importing,
}: {
  readonly progress: ImportProgress | null;
  readonly importing: boolean;
}) {
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 0;
  const key = progress?.phase === 'import' ? 'MEMBER_IMPORT.PROGRESS' : 'MEMBER_IMPORT.PROGRESS_CHECK';
  return (
    <Stack gap={4} data-testid="import-progress">
      <Text size="sm">{total > 0 ? message(key, { hecho: done, total }) : message('MEMBER_IMPORT.CHECKING')}</Text>
      <Progress
        value={total > 0 ? (done / total) * 100 : 100}
        animated={total === 0 || importing}
        aria-label={message('MEMBER_IMPORT.CHECKING')}
      />
    </Stack>
  );
}

function downloadReport(lines: readonly string[], file: string): void {
  const blob = new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/plain;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${message('MEMBER_IMPORT.REPORT_FILE')}-${file.replace(/\.[^.]+$/, '')}.txt`;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function MemberImportScreen() {
  const { file, status, progress, result, error, choose, pickSheet, mapColumn, importAll, reset } =
    useMemberImportStore();
  useEffect(() => () => useMemberImportStore.getState().reset(), []);
  const busy = status === 'checking' || status === 'importing';
  const imported = status === 'imported';

  return (
    <>
      <PageHeader
        title={message('MEMBER_IMPORT.OPEN')}
        description={message('MEMBER_IMPORT.DESCRIPTION')}
        above={
          <Anchor component={Link} to="/users" size="sm">
            {message('PROFILE.BACK')}
          </Anchor>
        }
      />
      <Stack gap="md">
        {file === null || result === null ? (
          !busy && <ImportDropzone onFile={(chosen) => void choose(chosen)} />
        ) : (
          <Group justify="space-between">
            <Text fw={500}>{message('MEMBER_IMPORT.FILE', { archivo: file.name })}</Text>
            <Button variant="default" onClick={reset} disabled={busy}>
              {message('MEMBER_IMPORT.OTHER_FILE')}
            </Button>
          </Group>
        )}
        {busy && <ProgressBar progress={progress} importing={status === 'importing'} />}
        {error && <Alert color="red">{error.message}</Alert>}
        {imported && result && (
          <Alert color="green" data-testid="import-done">
            <Group justify="space-between">
              <Text>{message('MEMBER_IMPORT.DONE', { n: result.imported })}</Text>
              <Anchor component={Link} to="/users">
                {message('MEMBER_IMPORT.GO_TO_USERS')}
              </Anchor>
            </Group>
          </Alert>
        )}
        {result && (
          <>
            {result.sheets.length > 1 && !imported && (
              <NativeSelect
                label={message('MEMBER_IMPORT.SHEET')}
                data={result.sheets}
                value={result.sheet}
                disabled={busy}
                onChange={(event) => void pickSheet(event.currentTarget.value)}
                maw={320}
              />
            )}
            {!imported && (
              <Paper withBorder p="md">
                <Title order={3} size="h4" mb={4}>
                  {message('MEMBER_IMPORT.MAPPING')}
                </Title>
                <Text size="sm" c="dimmed" mb="sm">
                  {message('MEMBER_IMPORT.MAPPING_HINT')}
                </Text>
                {result.missingFields.length > 0 && (
                  <Alert color="yellow" mb="sm">
                    {message('MEMBER_IMPORT.MISSING_FIELDS', {
                      campos: result.missingFields.map(importFieldLabel).join(', '),
                    })}
                  </Alert>
                )}
                <ColumnMapping
                  columns={result.columns}
                  disabled={busy}
                  onChange={(index, field) => void mapColumn(index, field)}
                />
              </Paper>
            )}
            {!imported && (
              <Paper withBorder p="md">
                <Title order={3} size="h4" mb="sm">
                  {message('MEMBER_IMPORT.PREVIEW')}
                </Title>
                <NameCaseChoice count={result.namesToCase} disabled={busy} />
                <ImportPreview rows={result.preview} />
              </Paper>
            )}
            <Paper withBorder p="md">
              <Title order={3} size="h4" mb="sm">
                {message('MEMBER_IMPORT.CHECK')}
              </Title>
              <RowCheck result={result} />
            </Paper>
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => downloadReport(importReportLines(result, 'screen'), result.file)}
              >
                {message('MEMBER_IMPORT.DOWNLOAD_REPORT')}
              </Button>
              {!imported && (
                <Button
                  onClick={() => void importAll()}
                  disabled={busy || result.toImport === 0}
                  loading={status === 'importing'}
                >
                  {result.toImport === 1
                    ? message('MEMBER_IMPORT.SUBMIT_ONE')
                    : message('MEMBER_IMPORT.SUBMIT', { n: result.toImport.toLocaleString('es-CO') })}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </>
  );
}
