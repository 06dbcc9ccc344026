// The text of a money field and what it means: '$ 1.250.000' is 1250000; a sign, a letter or a
// decimal makes it invalid (R26: never a silent change of what was typed).

export type MoneyText =
  | { readonly kind: 'empty' }
  | { readonly kind: 'amount'; readonly value: number; readonly digits: string }
  | { readonly kind: 'invalid' };

const WHITESPACE = /\s/g;

/** What the text says: empty, whole pesos (dots only as thousands separators), or invalid. */
export function parseMoneyText(text: string): MoneyText {
  const bare = text.replace(WHITESPACE, '').replace(/^\$/, '');
  if (bare === '') return { kind: 'empty' };
  if (/^\d+$/.test(bare) || /^\d{1,3}(\.\d{3})+$/.test(bare)) {
    const digits = bare.replace(/\./g, '');
    return { kind: 'amount', value: Number(digits), digits };
  }
  return { kind: 'invalid' };
}

/** The value a request carries: null when empty, NaN when invalid (the request schema refuses it). */
export function moneyValue(text: string): number | null {
  const parsed = parseMoneyText(text);
  if (parsed.kind === 'empty') return null;
  return parsed.kind === 'amount' ? parsed.value : Number.NaN;
}

/** Digits shown the Colombian way: '1250000' → '$ 1.250.000' (the same as `formatMoney`, built from the digits). */
export function formatMoneyDigits(digits: string): string {
  return digits === '' ? '' : `$ ${digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

/** A number as the field shows it, e.g. a pre-filled price. */
export function moneyText(amount: number | null): string {
  return amount === null ? '' : formatMoneyDigits(String(amount));
}

const countDigits = (text: string): number => text.replace(/\D/g, '').length;

/** Where the caret goes so that `digitsBefore` digits are on its left in `text`. */
export function caretAfterDigits(text: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return text.search(/\d/) === -1 ? text.length : text.search(/\d/);
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index] ?? '')) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return text.length;
}

export interface MoneyEdit {
  readonly text: string;
  readonly caret: number;
}

/**
 * The field after the browser changed `previous` into `next` (typing, pasting or deleting anywhere):
 * digits typed go exactly where the caret was, the separators are laid out again, and anything
 * that is not a digit stays visible as typed, so the field can say it is not a valid amount.
 */
export function editMoneyText(
  previous: string,
  next: string,
  caret: number,
  deleting: 'back' | 'forward' | null,
): MoneyEdit {
  const before = parseMoneyText(previous);
  let prefix = 0;
  while (prefix < previous.length && prefix < next.length && previous[prefix] === next[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < previous.length - prefix &&
    suffix < next.length - prefix &&
    previous[previous.length - 1 - suffix] === next[next.length - 1 - suffix]
  )
    suffix += 1;
  const removed = previous.slice(prefix, previous.length - suffix);
  const inserted = next.slice(prefix, next.length - suffix);
  if (before.kind === 'invalid' || !/^\d*$/.test(inserted)) return laidOut(next, caret);

  const oldDigits = before.kind === 'amount' ? before.digits : '';
  let at = countDigits(previous.slice(0, prefix));
  let removedDigits = countDigits(removed);
  // Deleting only a separator means deleting the digit beside it.
  if (inserted === '' && removed !== '' && removedDigits === 0 && deleting !== null) {
    if (deleting === 'back' && at > 0) at -= 1;
    removedDigits = 1;
  }
  const digits = oldDigits.slice(0, at) + inserted + oldDigits.slice(at + removedDigits);
  return withDigits(digits, at + inserted.length);
}

/** Leading zeros go (a typed '0' before '5' means 5); the caret keeps its digits on its left. */
function withDigits(digits: string, digitsBefore: number): MoneyEdit {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  const dropped = digits.length - trimmed.length;
  const text = formatMoneyDigits(trimmed);
  return { text, caret: caretAfterDigits(text, Math.max(0, digitsBefore - dropped)) };
}

/** Text that is a valid amount is laid out again; anything else stays exactly as typed. */
function laidOut(next: string, caret: number): MoneyEdit {
  const parsed = parseMoneyText(next);
  if (parsed.kind === 'invalid') return { text: next, caret };
  if (parsed.kind === 'empty') return { text: '', caret: 0 };
  return withDigits(parsed.digits, countDigits(next.slice(0, caret)));
}
