// R41: the 'Turno' panel of Cierre de caja: open a turno with a base; the open turno with its
// expected cash and its withdrawals, a withdrawal with a reason, and closing it with the cash
// counted (the difference, 'Sobrante' / 'Faltante', shown as it is typed); and the day's turnos,
// which the printed sheet lists too.
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatMoney, formatTime, message, type TurnoView } from '@gym/domain';
import { MoneyInput, moneyTextProblem } from '../../../components/money-input';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { send } from '../../../lib/api-client';
import { moneyValue } from '../../../lib/money-text';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';
import { reloadClosingAndTurnos, useTurnosStore } from '../cash-closing-store';
import { CashDifference, cashDifferenceText } from './cash-difference';

const typed = (text: string): number | null => (moneyTextProblem(text) === null ? moneyValue(text) : null);

export function TurnoPanel({ day, today }: { readonly day: string; readonly today: string }) {
  const { data } = useTurnosStore();
  if (data === null || data.day !== day) return null;
  const open = data.turnos.find((turno) => turno.status === 'open');
  const takesTurnos = data.dayStatus === 'open' && day === today;
  return (
    <Paper withBorder p="sm" mb="md" data-testid="turno-panel">
      <Title order={3} size="h5" mb="xs">
        {message('TURNO.TITLE')}
      </Title>
      {takesTurnos && (open === undefined ? <OpenTurnoForm /> : <OpenTurno turno={open} />)}
      <DayTurnos turnos={data.turnos} />
    </Paper>
  );
}

function OpenTurnoForm() {
  const form = useForm({ mode: 'controlled', initialValues: { base: '' } });
  const idempotency = useIdempotencyKey();
  const submit = form.onSubmit(async () => {
    const base = typed(form.values.base);
    if (base === null) {
      form.setFieldError('base', message('TURNO.BASE_INVALID'));
      return;
    }
    try {
      await send('openTurno', {
        body: { base },
        idempotencyKey: idempotency.keyFor({ base }),
        fallback: 'TURNO.OPEN_FAILED',
      });
      idempotency.done();
      notifySuccess(message('TURNO.OPENED_DONE'));
      form.reset();
      await reloadClosingAndTurnos();
    } catch (failure) {
      notifyFailure(failure, 'TURNO.OPEN_FAILED');
    }
  });
  return (
    <form noValidate onSubmit={submit} className="print-hidden">
      <Text size="sm" c="dimmed" mb="xs">
        {message('TURNO.NONE')} {message('TURNO.WILL_OPEN')}
      </Text>
      <Group align="flex-end" gap="xs">
        <MoneyInput {...form.getInputProps('base')} label={message('TURNO.BASE')} data-testid="turno-base" />
        <Button type="submit" data-testid="open-turno">
          {message('TURNO.OPEN')}
        </Button>
      </Group>
    </form>
  );
}

function OpenTurno({ turno }: { readonly turno: TurnoView }) {
  const timeZone = usePublicSettingsStore((state) => state.timeZone);
  return (
    <Stack gap="xs" mb="sm" data-testid="open-turno-card">
      <Text size="sm" fw={600}>
        {message('TURNO.CURRENT', { quien: turno.openedBy, hora: formatTime(turno.openedAt, timeZone) })}
        {turno.automatic ? ` · ${message('TURNO.AUTOMATIC')}` : ''}
      </Text>
      <Group gap="lg">
        <Text size="sm">
          {message('TURNO.BASE_LABEL')}: {formatMoney(turno.base)}
        </Text>
        <Text size="sm">
          {message('TURNO.WITHDRAWALS')}: {formatMoney(turno.withdrawalsTotal)}
        </Text>
        <Text size="sm" fw={700} data-testid="turno-expected">
          {message('TURNO.EXPECTED')}: {formatMoney(turno.expectedCash)}
        </Text>
      </Group>
      {turno.withdrawals.map((withdrawal) => (
        <Text size="xs" c="dimmed" key={withdrawal.at}>
          {message('TURNO.WITHDRAWAL_LINE', {
            monto: formatMoney(withdrawal.amount),
            motivo: withdrawal.reason,
            quien: withdrawal.staffName,
          })}
        </Text>
      ))}
      <WithdrawalForm />
      <CloseTurnoForm turno={turno} />
    </Stack>
  );
}

function WithdrawalForm() {
  const form = useForm({ mode: 'controlled', initialValues: { amount: '', reason: '' } });
  const idempotency = useIdempotencyKey();
  const submit = form.onSubmit(async () => {
    const amount = typed(form.values.amount);
    if (amount === null || amount < 1) {
      form.setFieldError('amount', message('TURNO.WITHDRAWAL_INVALID'));
      return;
    }
    const reason = form.values.reason.trim();
    if (reason.length < 5 || reason.length > 200) {
      form.setFieldError('reason', message('REQUEST.REASON_INVALID'));
      return;
    }
    try {
      await send('withdrawCash', {
        body: { amount, reason },
        idempotencyKey: idempotency.keyFor({ amount, reason }),
        fallback: 'TURNO.WITHDRAW_FAILED',
      });
      idempotency.done();
      notifySuccess(message('TURNO.WITHDRAWN_DONE'));
      form.reset();
      await reloadClosingAndTurnos();
    } catch (failure) {
      notifyFailure(failure, 'TURNO.WITHDRAW_FAILED');
    }
  });
  return (
    <form noValidate onSubmit={submit} className="print-hidden">
      <Group align="flex-end" gap="xs">
        <MoneyInput
          {...form.getInputProps('amount')}
          label={message('TURNO.WITHDRAWAL_AMOUNT')}
          data-testid="withdrawal-amount"
        />
        <TextInput
          {...form.getInputProps('reason')}
          label={message('TURNO.WITHDRAWAL_REASON')}
          data-testid="withdrawal-reason"
          // At least 14rem before the line wraps: on a 375 px phone it takes a line of its own, full
          // width, instead of squeezing beside the amount (it was ~90 px wide there).
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" variant="light" data-testid="withdraw">
          {message('TURNO.WITHDRAW')}
        </Button>
      </Group>
    </form>
  );
}

function CloseTurnoForm({ turno }: { readonly turno: TurnoView }) {
  const form = useForm({ mode: 'controlled', initialValues: { counted: '' } });
  const idempotency = useIdempotencyKey();
  const counted = typed(form.values.counted);
  const submit = form.onSubmit(async () => {
    if (counted === null) {
      form.setFieldError('counted', message('TURNO.COUNTED_INVALID'));
      return;
    }
    try {
      await send('closeTurno', {
        params: { turnoId: turno.turnoId },
        body: { countedCash: counted },
        idempotencyKey: idempotency.keyFor({ turnoId: turno.turnoId, counted }),
        fallback: 'TURNO.CLOSE_FAILED',
      });
      idempotency.done();
      notifySuccess(message('TURNO.CLOSED_DONE'));
      form.reset();
      await reloadClosingAndTurnos();
    } catch (failure) {
      notifyFailure(failure, 'TURNO.CLOSE_FAILED');
    }
  });
  return (
    <form noValidate onSubmit={submit} className="print-hidden">
      <Group align="flex-end" gap="xs">
        <MoneyInput {...form.getInputProps('counted')} label={message('TURNO.COUNTED')} data-testid="turno-counted" />
        {counted !== null && <CashDifference difference={counted - turno.expectedCash} size="sm" />}
        <Button type="submit" color="dark" data-testid="close-turno">
          {message('TURNO.CLOSE')}
        </Button>
      </Group>
    </form>
  );
}

function DayTurnos({ turnos }: { readonly turnos: readonly TurnoView[] }) {
  const timeZone = usePublicSettingsStore((state) => state.timeZone);
  return (
    <Stack gap={2} data-testid="day-turnos">
      <Text size="sm" fw={600}>
        {message('TURNO.DAY_TURNOS')}
      </Text>
      {turnos.length === 0 && (
        <Text size="sm" c="dimmed">
          {message('TURNO.NO_TURNOS')}
        </Text>
      )}
      {turnos.map((turno) => (
        <Text size="sm" key={turno.turnoId} data-testid="turno-line">
          {turno.closing === null
            ? message('TURNO.LINE_OPEN', {
                n: turno.number,
                quien: turno.openedBy,
                hora: formatTime(turno.openedAt, timeZone),
                base: formatMoney(turno.base),
              })
            : message('TURNO.LINE_CLOSED', {
                n: turno.number,
                quien: turno.openedBy || turno.closing.closedBy,
                desde: formatTime(turno.openedAt, timeZone),
                hasta: formatTime(turno.closing.closedAt, timeZone),
                base: formatMoney(turno.base),
                esperado: formatMoney(turno.closing.expectedCash),
                contado: formatMoney(turno.closing.countedCash),
                diferencia: cashDifferenceText(turno.closing.difference),
              })}
        </Text>
      ))}
    </Stack>
  );
}
