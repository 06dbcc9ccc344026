// Amounts of pesos in Spanish words for receipts (issue 10): 80000 → 'ochenta mil pesos'.

const UNITS = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

function belowHundred(n: number): string {
  if (n < 30) return UNITS[n] ?? '';
  const unit = n % 10;
  return unit === 0 ? (TENS[Math.floor(n / 10)] ?? '') : `${TENS[Math.floor(n / 10)]} y ${UNITS[unit]}`;
}

function belowThousand(n: number): string {
  if (n === 100) return 'cien';
  const rest = n % 100;
  const hundreds = HUNDREDS[Math.floor(n / 100)] ?? '';
  if (rest === 0) return hundreds;
  return hundreds ? `${hundreds} ${belowHundred(rest)}` : belowHundred(rest);
}

/** 'uno' becomes 'un' before a noun ('un millón', 'veintiún mil'). */
function apocopate(words: string): string {
  return words.replace(/veintiuno$/, 'veintiún').replace(/uno$/, 'un');
}

function belowMillion(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const head = thousands === 0 ? '' : thousands === 1 ? 'mil' : `${apocopate(belowThousand(thousands))} mil`;
  if (rest === 0) return head || 'cero';
  return head ? `${head} ${belowThousand(rest)}` : belowThousand(rest);
}

/** Whole number in Spanish words (0 … 999.999.999.999). */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`Out of range: ${n}`);
  const millions = Math.floor(n / 1_000_000);
  const rest = n % 1_000_000;
  if (millions === 0) return belowMillion(rest);
  const head = millions === 1 ? 'un millón' : `${apocopate(belowMillion(millions))} millones`;
  return rest === 0 ? head : `${head} ${belowMillion(rest)}`;
}

/**
 * An amount of Colombian pesos in words, as a receipt writes it: 'ochenta mil pesos',
 * 'un peso', 'un millón de pesos' ('de' after exact millions).
 */
export function pesosInWords(amount: number): string {
  if (amount === 1) return 'un peso';
  const words = apocopate(numberInWords(amount));
  const exactMillions = amount >= 1_000_000 && amount % 1_000_000 === 0;
  return `${words}${exactMillions ? ' de' : ''} pesos`;
}
