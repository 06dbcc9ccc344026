// The one money field of every form (R3, R26): empty at first ('$ 0' as a hint), thousands laid
// out as you type, digits recorded exactly where the caret was, and anything else kept visible
// with 'Por favor ingrese un monto válido' under the field.
import { useLayoutEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { MAX_AMOUNT, message } from '@gym/domain';
import { editMoneyText, parseMoneyText } from '../lib/money-text';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** The field's text, as shown ('$ 80.000'); `moneyValue` turns it into pesos. */
  readonly value?: string;
  readonly onChange: (text: string) => void;
  readonly error?: ReactNode;
}

/** The field's own verdict while typing: not an amount, or over the limit (R26). */
export function moneyTextProblem(text: string): string | null {
  const parsed = parseMoneyText(text);
  if (parsed.kind === 'invalid') return message('PAYMENT.INVALID_AMOUNT');
  if (parsed.kind === 'amount' && parsed.value > MAX_AMOUNT) return message('PAYMENT.AMOUNT_TOO_LARGE');
  return null;
}

function deletionOf(event: ChangeEvent<HTMLInputElement>): 'back' | 'forward' | null {
  const { inputType } = event.nativeEvent as InputEvent;
  if (inputType === 'deleteContentBackward') return 'back';
  if (inputType === 'deleteContentForward') return 'forward';
  return null;
}

export function MoneyInput({ value = '', onChange, error, ...props }: MoneyInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null || input.current === null || document.activeElement !== input.current) return;
    input.current.setSelectionRange(caret, caret);
    pendingCaret.current = null;
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: next, selectionStart } = event.currentTarget;
    const edit = editMoneyText(value, next, selectionStart ?? next.length, deletionOf(event));
    pendingCaret.current = edit.caret;
    onChange(edit.text);
  };

  return (
    <TextInput
      placeholder="$ 0"
      inputMode="numeric"
      autoComplete="off"
      {...props}
      ref={input}
      value={value}
      onChange={change}
      error={moneyTextProblem(value) ?? error}
    />
  );
}
