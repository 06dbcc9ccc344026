// R32: the cash counted in the drawer, the difference with the cash expected as it is typed, and
// 'Cerrar el día' (any staff member), confirmed first: afterwards the day takes no money dated on it.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { formatDate, formatMoney, message } from '@gym/domain';
import { MoneyInput, moneyTextProblem } from '../../../components/money-input';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { send } from '../../../lib/api-client';
import { moneyValue } from '../../../lib/money-text';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { reloadClosingAndTurnos, useTurnosStore } from '../cash-closing-store';
import { CashDifference, cashDifferenceText } from './cash-difference';

export function CloseDayForm({ date, expectedCash }: { readonly date: string; readonly expectedCash: number }) {
  const form = useForm({ mode: 'controlled', initialValues: { counted: '' } });
  const idempotency = useIdempotencyKey();
  const counted = moneyTextProblem(form.values.counted) === null ? moneyValue(form.values.counted) : null;
  // R41: closing the day closes the open turno with this count: its expected cash is the drawer's.
  const openTurno = useTurnosStore((state) => state.data?.turnos.find((turno) => turno.status === 'open'));
  const expected = openTurno?.expectedCash ?? expectedCash;

  const close = async (countedCash: number) => {
    try {
      await send('closeCashDay', {
        params: { date },
        body: { countedCash },
        idempotencyKey: idempotency.keyFor({ date, countedCash }),
        fallback: 'CASH_CLOSING.CLOSE_FAILED',
      });
      idempotency.done();
      notifySuccess(message('CASH_CLOSING.CLOSED_DONE'));
      form.reset();
      await reloadClosingAndTurnos();
    } catch (failure) {
      notifyFailure(failure, 'CASH_CLOSING.CLOSE_FAILED');
    }
  };

  const submit = form.onSubmit(() => {
    if (counted === null) {
      form.setFieldError('counted', message('CASH_DAY.COUNTED_INVALID'));
      return;
    }
    modals.openConfirmModal({
      title: message('CASH_CLOSING.CLOSE'),
      children: (
        <Text size="sm">
          {message('CASH_CLOSING.CLOSE_CONFIRM', {
            fecha: formatDate(date),
            contado: formatMoney(counted),
            diferencia: cashDifferenceText(counted - expected),
          })}
        </Text>
      ),
      labels: { confirm: message('CASH_CLOSING.CLOSE'), cancel: message('COMMON.CANCEL') },
      confirmProps: { 'data-testid': 'confirm-close-day' },
      onConfirm: () => void close(counted),
    });
  });

  return (
    <form noValidate onSubmit={submit} className="print-hidden">
      <Stack gap="xs">
        <MoneyInput
          {...form.getInputProps('counted')}
          label={message('CASH_CLOSING.COUNTED_CASH')}
          description={
            openTurno === undefined
              ? message('CASH_CLOSING.COUNTED_HINT')
              : message('CASH_CLOSING.COUNTED_HINT_OPEN_TURNO', {
                  base: formatMoney(openTurno.base),
                  esperado: formatMoney(openTurno.expectedCash),
                })
          }
          data-testid="counted-cash"
        />
        {counted !== null && <CashDifference difference={counted - expected} size="sm" />}
        <Group justify="flex-end">
          <Button type="submit" data-testid="close-day">
            {message('CASH_CLOSING.CLOSE')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
