// 'Cierre de caja' (issue 10, R29, R32): the money of one day (today by default, gym time), in total,
// by method and by staff member, payment by payment and void by void; the cash expected and, to close
// the day, the cash counted; once closed, who closed it and when. Printable on one A4 page, with a
// signature line: the closing sheet. Another day's is for an Administrador (R33: Recepción sees
// today's cierre), so only an Administrador has the day picker.
import { useEffect, useEffectEvent } from 'react';
import { Box, Button, Divider, Group, Paper, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, isValidDate, message } from '@gym/domain';
import { DateInput } from '../../components/form-inputs';
import { GymHeader } from '../../components/gym-header';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeader } from '../../components/page-header';
import { useGymToday } from '../../hooks/use-gym-today';
import { useMay } from '../../stores/session-store';
import { usePublicSettingsStore } from '../../stores/public-settings-store';
import { useCashClosingStore, useTurnosStore } from './cash-closing-store';
import { ClosingPayments } from './components/closing-payments';
import { ClosingSales } from './components/closing-sales';
import { ClosingHistory, ClosingStatus } from './components/closing-status';
import { ClosingSummary } from './components/closing-summary';
import { TurnoPanel } from './components/turno-panel';

export function CashClosingScreen() {
  const today = useGymToday();
  const { params: date, data, status, error, load, reload } = useCashClosingStore();
  const gymName = usePublicSettingsStore((state) => state.gymName);
  const timeZone = usePublicSettingsStore((state) => state.timeZone);

  const seesOtherDays = useMay('reports.gymMoney');
  // Once, on opening: the day shown last, or today.
  const open = useEffectEvent(() => void load(seesOtherDays ? (date ?? today) : today));
  useEffect(() => {
    open();
  }, []);
  // R41: the day's turnos follow the day shown.
  const shown = date ?? today;
  useEffect(() => {
    void useTurnosStore.getState().load(shown);
  }, [shown]);

  const actions = (
    <Group gap="xs" align="flex-end">
      {seesOtherDays && (
        <DateInput
          label={message('CASH_CLOSING.DATE')}
          value={date ?? today}
          maxDate={today}
          onChange={(date) => isValidDate(date) && void load(date)}
          data-testid="closing-date"
        />
      )}
      <Button onClick={() => window.print()} disabled={data === null}>
        {message('CASH_CLOSING.PRINT')}
      </Button>
    </Group>
  );

  return (
    <>
      {/* On paper the sheet's own title says it all. */}
      <Box className="print-hidden">
        <PageHeader title={message('NAV.CASH_CLOSING')} actions={actions} />
      </Box>
      {status === 'error' && error && <LoadError text={error.message} onRetry={() => void reload()} />}
      {data === null ? (
        status === 'loading' && <LoadingScreen />
      ) : (
        <Paper
          withBorder
          p={{ base: 'xs', sm: 'md' }}
          data-testid="cash-closing"
          aria-busy={status === 'loading'}
          className="print-sheet"
        >
          {/* Issue 30: on paper the sheet carries the gym's details (name, NIT, address, phone). */}
          <Box className="print-only" mb="sm">
            <GymHeader />
          </Box>
          <Title order={3} size="h4" mb="sm" data-testid="closing-title">
            {/* On paper the gym's header above already names it. */}
            <span className="print-hidden">{gymName} · </span>
            {message('CASH_CLOSING.TITLE_FOR', { fecha: formatDate(data.date) })}
          </Title>
          <ClosingStatus closing={data} />
          <TurnoPanel day={data.date} today={today} />
          <ClosingSummary closing={data} />
          <Title order={3} size="h5" mb={4}>
            {message('CASH_CLOSING.PAYMENTS')}
          </Title>
          <ClosingPayments closing={data} />
          <ClosingSales closing={data} onChanged={() => void reload()} />
          <ClosingHistory closing={data} />
          {data.closing !== null && (
            <Box mt="xl" className="print-only">
              <Box w={240} ml="auto" ta="center" pt="xl">
                <Divider color="dark" />
                <Text size="xs" c="dimmed">
                  {message('CASH_CLOSING.SIGNATURE')} · {data.closing.closedBy}
                </Text>
              </Box>
            </Box>
          )}
          <Text size="xs" c="dimmed" mt="sm" className="print-only">
            {message('CASH_CLOSING.PRINTED_AT', { fecha: formatDateTime(new Date().toISOString(), timeZone) })}
          </Text>
        </Paper>
      )}
    </>
  );
}
