// The money field as a person uses it: typing at the start, middle and end, pasting, deleting,
// and a sign, letters or decimals shown with the catalogue's text instead of being dropped (R26).
import { useEffect, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from '@gym/domain';
import { moneyValue } from '../lib/money-text';
import { renderWithProviders } from '../testing/render-with-providers';
import { MoneyInput } from './money-input';

let recorded = '';

function Field({ initial = '' }: { readonly initial?: string }) {
  const [text, setText] = useState(initial);
  useEffect(() => {
    recorded = text;
  }, [text]);
  return <MoneyInput label="Monto" value={text} onChange={setText} />;
}

function field(): HTMLInputElement {
  return screen.getByLabelText('Monto');
}

async function typeAt(text: string, position: number) {
  await userEvent.setup().type(field(), text, { initialSelectionStart: position, initialSelectionEnd: position });
}

describe('MoneyInput', () => {
  it('starts empty with "$ 0" only as a hint', () => {
    renderWithProviders(<Field />);
    expect(field()).toHaveValue('');
    expect(field()).toHaveAttribute('placeholder', '$ 0');
  });

  it('lays out thousands with dots as the digits are typed', async () => {
    renderWithProviders(<Field />);
    await userEvent.setup().type(field(), '1250000');
    expect(field()).toHaveValue('$ 1.250.000');
    expect(moneyValue(recorded)).toBe(1_250_000);
  });

  it('typed at the start, the digits go before the others', async () => {
    renderWithProviders(<Field initial="$ 50.000" />);
    await typeAt('1', 0);
    expect(field()).toHaveValue('$ 150.000');
    expect(moneyValue(recorded)).toBe(150_000);
  });

  it('typed in the middle, the digits go exactly where the caret was', async () => {
    renderWithProviders(<Field initial="$ 50.000" />);
    await typeAt('9', 3); // '$ 5|0.000'
    expect(field()).toHaveValue('$ 590.000');
    await typeAt('1', 7); // '$ 590.0|00'
    expect(field()).toHaveValue('$ 5.900.100');
    expect(moneyValue(recorded)).toBe(5_900_100);
  });

  it('typed at the end, the digits are appended', async () => {
    renderWithProviders(<Field initial="$ 5.000" />);
    await typeAt('0', 7);
    expect(field()).toHaveValue('$ 50.000');
  });

  it('pasted text is read whole: "$ 80.000", "80000" and "80.000" are 80000', async () => {
    for (const pasted of ['$ 80.000', '80000', '80.000']) {
      const { unmount } = renderWithProviders(<Field />);
      field().focus();
      await userEvent.setup().paste(pasted);
      expect(field()).toHaveValue('$ 80.000');
      expect(moneyValue(recorded)).toBe(80_000);
      unmount();
    }
  });

  it('deleting a separator deletes the digit before it', async () => {
    renderWithProviders(<Field initial="$ 50.000" />);
    await userEvent.setup().type(field(), '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(field()).toHaveValue('$ 5.000');
  });

  it.each(['-100', '55.3', '1.500,50', 'cien'])('"%s" stays as typed and is not a valid amount', async (typed) => {
    renderWithProviders(<Field />);
    await userEvent.setup().type(field(), typed);
    // Digits typed first were laid out ('$ 55'); what came after stays exactly as typed.
    expect(field().value.replace(/^\$ /, '')).toBe(typed);
    expect(screen.getByText(message('PAYMENT.INVALID_AMOUNT'))).toBeInTheDocument();
    expect(moneyValue(recorded)).toBeNaN();
  });

  it('a pasted minus sign is kept and refused, never dropped', async () => {
    renderWithProviders(<Field />);
    field().focus();
    await userEvent.setup().paste('-100');
    expect(field()).toHaveValue('-100');
    expect(screen.getByText(message('PAYMENT.INVALID_AMOUNT'))).toBeInTheDocument();
  });

  it('R26: over $ 10.000.000 it says so while typing', async () => {
    renderWithProviders(<Field />);
    await userEvent.setup().type(field(), '10000001');
    expect(screen.getByText(message('PAYMENT.AMOUNT_TOO_LARGE'))).toBeInTheDocument();
  });

  it('removing the minus sign makes it an amount again', async () => {
    renderWithProviders(<Field initial="-100" />);
    await typeAt('{Backspace}', 1);
    expect(field()).toHaveValue('$ 100');
    expect(screen.queryByText(message('PAYMENT.INVALID_AMOUNT'))).not.toBeInTheDocument();
  });
});
