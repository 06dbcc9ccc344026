// The cédula (Colombian identity document number) of a member: digits only, 5 to 12 of them.
// People write it with dots or spaces ('1.023.456.789'); it is stored without them.

export const CEDULA_MIN_DIGITS = 5;
export const CEDULA_MAX_DIGITS = 12;
const CEDULA_PATTERN = new RegExp(`^\\d{${CEDULA_MIN_DIGITS},${CEDULA_MAX_DIGITS}}$`);

/** Without the dots, spaces and dashes people type; null for blank. */
export function normaliseCedula(text: string | null | undefined): string | null {
  const compact = (text ?? '').replace(/[\s.-]/g, '');
  return compact === '' ? null : compact;
}

/** A normalised cédula: only digits, 5–12 of them. */
export function isValidCedula(value: unknown): value is string {
  return typeof value === 'string' && CEDULA_PATTERN.test(value);
}

/** As people read it, in groups of three: '1023456789' → '1.023.456.789'. */
export function formatCedula(cedula: string): string {
  return /^\d+$/.test(cedula) ? cedula.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : cedula;
}
