// 'Entrada o ajuste' (R40, Administrador): units that arrived, or a correction of the count either
// way, always with a reason; the stock never goes below 0.
import { Modal, NativeSelect, NumberInput, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { message, REASON_LENGTH, STOCK_CHANGE_KINDS, type ProductView, type StockChangeKind } from '@gym/domain';
import { DialogActions } from '../../../components/dialog-actions';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { send } from '../../../lib/api-client';
import { notifyFormFailure, notifySuccess } from '../../../lib/notify';

interface StockValues {
  readonly kind: StockChangeKind;
  readonly units: number | string;
  readonly reason: string;
}

const kindOptions = STOCK_CHANGE_KINDS.map((kind) => ({ value: kind, label: message(`PRODUCTS.STOCK_KIND_${kind}`) }));
const isKind = (value: string): value is StockChangeKind => (STOCK_CHANGE_KINDS as readonly string[]).includes(value);

interface StockDialogProps {
  readonly product: ProductView | null;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

export function StockDialog({ product, onClose, onSaved }: StockDialogProps) {
  const idempotency = useIdempotencyKey();
  const form = useForm<StockValues>({
    mode: 'controlled',
    initialValues: { kind: 'arrival', units: '', reason: '' },
    validate: {
      units: (value, values) => {
        const fits =
          typeof value === 'number' && Number.isInteger(value) && (values.kind === 'arrival' ? value > 0 : value !== 0);
        if (fits) return null;
        return message(values.kind === 'arrival' ? 'PRODUCT.UNITS_INVALID' : 'PRODUCT.ADJUSTMENT_INVALID');
      },
      reason: (value) =>
        value.trim().length < REASON_LENGTH.min || value.trim().length > REASON_LENGTH.max
          ? message('REQUEST.REASON_INVALID')
          : null,
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    if (product === null) return;
    const body = { kind: values.kind, units: Number(values.units), reason: values.reason.trim() };
    try {
      const answer = await send('changeProductStock', {
        params: { id: product.productId },
        body,
        idempotencyKey: idempotency.keyFor({ id: product.productId, ...body }),
        fallback: 'PRODUCT.STOCK_FAILED',
      });
      idempotency.done();
      notifySuccess(message('PRODUCTS.STOCK_SAVED', { n: answer.stock }));
      form.reset();
      onSaved();
    } catch (error) {
      notifyFormFailure(form, error, 'PRODUCT.STOCK_FAILED', { notify: 'unless-marked' });
    }
  });

  return (
    <Modal
      opened={product !== null}
      onClose={close}
      title={message('PRODUCTS.STOCK_TITLE', { producto: product?.name ?? '' })}
      centered
    >
      <form noValidate onSubmit={submit} aria-label={message('PRODUCTS.STOCK')}>
        <Stack gap="sm">
          <NativeSelect
            label={message('FIELD.stockKind')}
            data={kindOptions}
            value={form.values.kind}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isKind(value)) form.setFieldValue('kind', value);
            }}
          />
          <NumberInput
            {...form.getInputProps('units')}
            label={message('FIELD.stockUnits')}
            description={message('PRODUCTS.UNITS_HINT')}
            allowDecimal={false}
            required
            data-autofocus
          />
          <Textarea
            {...form.getInputProps('reason')}
            label={message('FIELD.stockReason')}
            description={message('PAYMENT.REASON_HINT')}
            maxLength={REASON_LENGTH.max}
            required
            autosize
          />
          <DialogActions submit={message('PRODUCTS.SAVE')} onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
