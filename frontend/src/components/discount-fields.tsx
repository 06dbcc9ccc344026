// R39: 'Aplicar descuento' in the add form, the renewal and the plan change: hidden behind a switch so
// the usual case stays one click; '$' / '%', a box that takes '10.000', '10000', '20' or '20 %' pasted,
// the reason, and a live 'Total a pagar'. Recepción sees its limit ('Hasta 10 %'). The server decides.
import { Box, Group, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  discountPreview,
  formatMoney,
  message,
  parseDiscountText,
  textIsPercent,
  type DiscountKind,
  type DiscountPreview,
} from '@gym/domain';
import { useIsAdministrator } from '../stores/session-store';
import { useReceptionDiscountPercent } from '../stores/discount-limit-store';

/** What the form holds of a discount. */
export interface DiscountValues {
  readonly apply: boolean;
  readonly kind: DiscountKind;
  readonly text: string;
  readonly reason: string;
}

export const NO_DISCOUNT: DiscountValues = { apply: false, kind: 'percent', text: '', reason: '' };

/**
 * The body's `discount` and `discountReason`, or nothing when the switch is off. A box that reads
 * as no number is sent as it is, so the server's 'El descuento debe ser un número.' is shown.
 */
export function discountBody(values: DiscountValues): {
  discount?: { kind: DiscountKind; value: unknown };
  discountReason?: string;
} {
  if (!values.apply) return {};
  const value = parseDiscountText(values.text);
  return { discount: { kind: values.kind, value: value ?? values.text }, discountReason: values.reason };
}

/**
 * What the form's discount leaves of `listPrice`, judged as the server will (`limitPercent`:
 * Recepción's limit, null for an Administrador): a refused or unreadable discount takes nothing off.
 */
export function discountPreviewOf(listPrice: number, values: DiscountValues, limitPercent: number | null = null) {
  return values.apply
    ? discountPreview(listPrice, values.kind, values.text, limitPercent)
    : ({ refusal: null, off: 0, total: listPrice } satisfies DiscountPreview);
}

/** The price the form's discount leaves, for the live total (the list price when none or refused). */
export function totalAfterDiscount(
  listPrice: number,
  values: DiscountValues,
  limitPercent: number | null = null,
): number {
  return discountPreviewOf(listPrice, values, limitPercent).total;
}

/** Recepción's limit while the discount is on (null for an Administrador, who has none). */
export function useDiscountLimit(values: DiscountValues): number | null {
  const admin = useIsAdministrator();
  const limit = useReceptionDiscountPercent(values.apply && !admin);
  return admin ? null : limit;
}

interface DiscountFieldsProps {
  readonly listPrice: number;
  readonly values: DiscountValues;
  readonly onChange: (values: DiscountValues) => void;
  readonly errors?: { readonly discount?: React.ReactNode; readonly discountReason?: React.ReactNode };
}

export function DiscountFields({ listPrice, values, onChange, errors = {} }: DiscountFieldsProps) {
  const limitPercent = useDiscountLimit(values);
  const admin = limitPercent === null;
  const limit = limitPercent ?? 0;
  const set = (changes: Partial<DiscountValues>) => onChange({ ...values, ...changes });
  // R39: the refusal the server would give, shown as it is typed; then nothing is taken off.
  const { refusal, off, total } = discountPreviewOf(listPrice, values, limitPercent);
  const liveError = refusal === null ? undefined : message(refusal.code, refusal.params);
  return (
    <Stack gap="xs" data-testid="discount-fields">
      <Switch
        label={message('DISCOUNT.APPLY')}
        checked={values.apply}
        onChange={(event) => set({ apply: event.currentTarget.checked })}
        description={!admin && values.apply && limit === 0 ? message('DISCOUNT.RECEPTION_NONE') : undefined}
      />
      {values.apply && (
        <>
          <TextInput
            label={message('DISCOUNT.FIELD')}
            description={
              admin ? message('DISCOUNT.FIELD_HINT') : message('DISCOUNT.RECEPTION_LIMIT', { limite: limit })
            }
            // '$ / %' beside the box itself, not the whole field: the label and a hint that wraps on a
            // phone sit above both, an error below, and the two stay level at any width.
            inputContainer={(input) => (
              <Group gap="xs" wrap="nowrap" align="center">
                <SegmentedControl
                  aria-label={message('DISCOUNT.FIELD')}
                  value={values.kind}
                  onChange={(kind) => set({ kind })}
                  data={[
                    { value: 'amount', label: message('DISCOUNT.KIND_AMOUNT') },
                    { value: 'percent', label: message('DISCOUNT.KIND_PERCENT') },
                  ]}
                />
                <Box style={{ flex: 1, minWidth: 0 }}>{input}</Box>
              </Group>
            )}
            value={values.text}
            inputMode="decimal"
            autoComplete="off"
            error={errors.discount ?? liveError}
            onChange={(event) => {
              const text = event.currentTarget.value;
              // '20 %' pasted says it is a percentage; '$ 10.000' an amount.
              const kind = textIsPercent(text) ? 'percent' : text.includes('$') ? 'amount' : values.kind;
              set({ text, kind });
            }}
          />
          <TextInput
            label={message('DISCOUNT.REASON')}
            description={message('DISCOUNT.REASON_HINT')}
            value={values.reason}
            autoComplete="off"
            maxLength={200}
            error={errors.discountReason}
            onChange={(event) => set({ reason: event.currentTarget.value })}
          />
          <Text size="sm" data-testid="discount-total">
            {message('DISCOUNT.LIST_PRICE')}: {formatMoney(listPrice)}
            {off !== null && off > 0 && (
              <>
                {' · '}
                {message('DISCOUNT.FIELD')}: {message('DISCOUNT.LINE_AMOUNT', { monto: formatMoney(off) })}
              </>
            )}
            {' · '}
            <strong>{message('DISCOUNT.TOTAL', { total: formatMoney(total) })}</strong>
          </Text>
        </>
      )}
    </Stack>
  );
}
