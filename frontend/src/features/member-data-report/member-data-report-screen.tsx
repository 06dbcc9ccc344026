// The member's data report (/users/:id/data-report, Administrador, R48 a): everything the gym holds
// on the member, printable ('Imprimir' prints only the sheet), and downloadable as JSON (the answer
// as it came, the photo inside as a data URL) or Excel (the server's workbook, the same sections and
// tables); the photo (R52) is shown on the page and saved by 'Descargar foto'.
import { useEffect } from 'react';
import { Anchor, Button, Group, Image, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import {
  dataReportSections,
  dataReportTables,
  formatDate,
  message,
  type MemberDataReport,
  type ReportTable,
} from '@gym/domain';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import { downloadHref } from '../../lib/api-client-download';
import { useGymDetailsStore } from '../../stores/gym-details-store';
import { usePlanCatalogue } from '../../stores/plan-prices-store';
import { useMemberDataReportStore } from './member-data-report-store';

/** 'Descargar JSON': the report as the API answered it, saved by the browser. */
function downloadJson(report: MemberDataReport, memberId: string) {
  const blob = new Blob([JSON.stringify(report, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${message('DATA_REPORT.FILE')}-${memberId}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function MemberDataReportScreen() {
  const { id = '' } = useParams();
  const { data, params, status, error, reload } = useMemberDataReportStore();
  const gym = useGymDetailsStore((state) => state.data);
  const plans = usePlanCatalogue();
  usePageTitle(message('DATA_REPORT.TITLE'));

  useEffect(() => {
    void useMemberDataReportStore.getState().load(id);
    if (useGymDetailsStore.getState().status === 'idle') void useGymDetailsStore.getState().load(null);
  }, [id]);

  if (status === 'error' && error) return <LoadError text={error.message} onRetry={() => void reload()} />;
  if (data === null || params !== id) return <LoadingScreen />;
  return (
    <Stack maw={860} mx="auto" gap="md">
      <Group justify="space-between" className="print-hidden">
        <Anchor component={Link} to={`/users/${id}`} size="sm">
          {message('DATA_REPORT.BACK')}
        </Anchor>
        <Group gap="xs">
          <Button variant="light" onClick={() => downloadJson(data, id)}>
            {message('DATA_REPORT.DOWNLOAD_JSON')}
          </Button>
          <Button
            variant="light"
            component="a"
            href={downloadHref('downloadMemberDataReport', { params: { id } })}
            download
          >
            {message('DATA_REPORT.DOWNLOAD_XLSX')}
          </Button>
          <Button onClick={() => window.print()}>{message('DATA_REPORT.PRINT')}</Button>
        </Group>
      </Group>
      <Paper withBorder p="lg" data-testid="data-report">
        <Title order={1} size="h2">
          {message('DATA_REPORT.TITLE')}
        </Title>
        <Text size="sm" mt="xs">
          {message('DATA_REPORT.INTRO', { gimnasio: gym?.printedName ?? '' })}
        </Text>
        <Text size="xs" c="dimmed" mb="md">
          {message('DATA_REPORT.GENERATED', { fecha: formatDate(data.generatedAt.slice(0, 10)) })}
        </Text>
        {dataReportSections(data, plans).map((section) => (
          <Stack key={section.title} gap={4} mb="md" component="section" aria-label={section.title}>
            <Title order={2} size="h4">
              {section.title}
            </Title>
            <Table withRowBorders={false} verticalSpacing={2}>
              <Table.Tbody>
                {section.rows.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th w="35%">{label}</Table.Th>
                    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ))}
        {data.photo !== null && (
          <Stack gap={4} mb="md" component="section" aria-label={message('PHOTO.TITLE')}>
            <Title order={2} size="h4">
              {message('PHOTO.TITLE')}
            </Title>
            <Image
              src={data.photo.dataUrl}
              alt={message('PHOTO.ALT', { nombre: data.profile.name })}
              w={160}
              h={160}
              radius="sm"
              data-testid="data-report-photo"
            />
            <Anchor
              className="print-hidden"
              href={data.photo.dataUrl}
              download={`${message('DATA_REPORT.FILE')}-${id}-foto.webp`}
              size="sm"
            >
              {message('DATA_REPORT.DOWNLOAD_PHOTO')}
            </Anchor>
          </Stack>
        )}
        {dataReportTables(data, plans).map((table) => (
          <ReportTableView key={table.title} table={table} />
        ))}
      </Paper>
    </Stack>
  );
}

function ReportTableView({ table }: { readonly table: ReportTable }) {
  return (
    <Stack gap={4} mb="md" component="section" aria-label={table.title}>
      <Title order={2} size="h4">
        {table.title}
      </Title>
      {table.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {message('DATA_REPORT.NONE')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={400}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {table.headers.map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row, index) => (
                <Table.Tr key={index}>
                  {row.map((cell, column) => (
                    <Table.Td key={column}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
