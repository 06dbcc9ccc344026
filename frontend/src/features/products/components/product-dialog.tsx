// 'Nuevo producto' and 'Editar' (R40, Administrador): name, price, the units in stock (only when
// created: later they change by arrivals and adjustments) and the low-stock threshold.
import { useEffect, useEffectEvent } from 'react';
import { Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { message, PRODUCT_NAME_LENGTH, type ProductView } from '@gym/domain';
import { DialogActions } from '../../../components/dialog-actions';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { send } from '../../../lib/api-client';
import { notifyFormFailure, notifySuccess } from '../../../lib/notify';

interface ProductValues {
  readonly name: string;
  readonly price: number | string;
  readonly stock: number | string;
  readonly lowStockThreshold: number | string;
}

interface ProductDialogProps {
  /** null: closed; 'new': creating; a product: editing it. */
  readonly product: ProductView | 'new' | null;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

const whole = (value: number | string, min: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min;

export function ProductDialog({ product, onClose, onSaved }: ProductDialogProps) {
  const editing = product !== null && product !== 'new' ? product : null;
  const idempotency = useIdempotencyKey();
  const form = useForm<ProductValues>({
    mode: 'controlled',
    initialValues: { name: '', price: '', stock: 0, lowStockThreshold: 0 },
    validate: {
      name: (value) =>
        value.trim().length < PRODUCT_NAME_LENGTH.min || value.trim().length > PRODUCT_NAME_LENGTH.max
          ? message('PRODUCT.NAME_INVALID')
          : null,
      price: (value) => (whole(value, 100) && Number(value) <= 10_000_000 ? null : message('PRODUCT.PRICE_INVALID')),
      stock: (value) => (editing !== null || whole(value, 0) ? null : message('PRODUCT.STOCK_INVALID')),
      lowStockThreshold: (value) => (whole(value, 0) ? null : message('PRODUCT.THRESHOLD_INVALID')),
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  // Each opening starts from the product edited, or from an empty form.
  const fill = useEffectEvent(() => {
    if (editing === null) form.reset();
    else {
      const { name, price, stock, lowStockThreshold } = editing;
      form.setValues({ name, price, stock, lowStockThreshold });
    }
  });
  useEffect(() => {
    if (product !== null) fill();
  }, [product]);

  const submit = form.onSubmit(async (values) => {
    const name = values.name.trim();
    const price = Number(values.price);
    const lowStockThreshold = Number(values.lowStockThreshold);
    try {
      if (editing === null) {
        const body = { name, price, stock: Number(values.stock), lowStockThreshold };
        await send('createProduct', {
          body,
          idempotencyKey: idempotency.keyFor(body),
          fallback: 'PRODUCT.SAVE_FAILED',
        });
      } else {
        await send('editProduct', {
          params: { id: editing.productId },
          body: { name, price, lowStockThreshold },
          fallback: 'PRODUCT.SAVE_FAILED',
        });
      }
      idempotency.done();
      notifySuccess(message('PRODUCTS.SAVED'));
      form.reset();
      onSaved();
    } catch (error) {
      notifyFormFailure(form, error, 'PRODUCT.SAVE_FAILED', { notify: 'unless-marked' });
    }
  });

  return (
    <Modal
      opened={product !== null}
      onClose={close}
      title={
        editing === null ? message('PRODUCTS.NEW_TITLE') : message('PRODUCTS.EDIT_TITLE', { producto: editing.name })
      }
      centered
    >
      <form noValidate onSubmit={submit} aria-label={message(editing === null ? 'PRODUCTS.NEW' : 'PRODUCTS.EDIT')}>
        <Stack gap="sm">
          <TextInput
            {...form.getInputProps('name')}
            label={message('FIELD.productName')}
            maxLength={PRODUCT_NAME_LENGTH.max}
            required
            data-autofocus
          />
          <NumberInput
            {...form.getInputProps('price')}
            label={message('FIELD.productPrice')}
            allowDecimal={false}
            thousandSeparator="."
            decimalSeparator=","
            prefix="$ "
            min={0}
            required
          />
          {editing === null && (
            <NumberInput
              {...form.getInputProps('stock')}
              label={message('FIELD.productStock')}
              allowDecimal={false}
              min={0}
              required
            />
          )}
          <NumberInput
            {...form.getInputProps('lowStockThreshold')}
            label={message('FIELD.lowStockThreshold')}
            allowDecimal={false}
            min={0}
            required
          />
          <DialogActions submit={message('PRODUCTS.SAVE')} onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
