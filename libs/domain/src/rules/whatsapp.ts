// WhatsApp reminders (issue 10): Colombian mobile numbers become wa.me links with a message, and the
// messages themselves, greeting the member by the first name (issue 30).
import { message } from '../messages.js';
import { formatDate } from './dates.js';
import { formatMoney } from './money.js';

/**
 * The number as wa.me wants it (country code, digits only) for a Colombian mobile: 10 digits
 * starting with 3, or the same already prefixed with 57. Anything else (a landline) → null.
 */
export function colombianMobileNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (/^3\d{9}$/.test(digits)) return `57${digits}`;
  if (/^573\d{9}$/.test(digits)) return digits;
  return null;
}

/** `https://wa.me/<number>?text=…`, or null when the phone is not a Colombian mobile. */
export function whatsappLink(phone: string, text: string): string | null {
  const number = colombianMobileNumber(phone);
  return number === null ? null : `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/**
 * The name a reminder greets by (issue 30): the first word of the full name, its first letter
 * upper case ('maría del pilar' → 'María'). The rest of the word is lowered only when it was all
 * capitals (a spreadsheet's 'MARÍA'); a written 'McAllister' or 'Jean-Paul' keeps its own capitals.
 */
export function firstName(fullName: string): string {
  const [word = ''] = fullName.trim().split(/\s+/u);
  return word.split('-').map(capitalised).join('-');
}

function capitalised(part: string): string {
  // The first code point ('á', 'Ñ'), then the rest of the word.
  const [, first = '', rest = ''] = /^(.?)(.*)$/su.exec(part) ?? [];
  const shouted = rest === rest.toLocaleUpperCase('es') && rest !== rest.toLocaleLowerCase('es');
  return first.toLocaleUpperCase('es') + (shouted ? rest.toLocaleLowerCase('es') : rest);
}

/** What every reminder needs of its member. */
interface Addressee {
  readonly name: string;
}

// The dashboard's reminders (issue 10): the catalogue's templates filled in, greeting by the first name.
export const whatsappReminders = {
  aboutToExpire: (entry: Addressee & { readonly expiresOn: string | null }, gym: string): string =>
    message('WHATSAPP.ABOUT_TO_EXPIRE', {
      nombre: firstName(entry.name),
      gimnasio: gym,
      fecha: formatDate(entry.expiresOn ?? ''),
    }),
  expired: (entry: Addressee & { readonly expiresOn: string | null }, gym: string): string =>
    message('WHATSAPP.EXPIRED', {
      nombre: firstName(entry.name),
      gimnasio: gym,
      fecha: formatDate(entry.expiresOn ?? ''),
    }),
  debt: (entry: Addressee & { readonly debt: number }, gym: string): string =>
    message('WHATSAPP.DEBT', { nombre: firstName(entry.name), gimnasio: gym, monto: formatMoney(entry.debt) }),
  /** R15: on the day itself it wishes a happy birthday today, instead of naming the date. */
  birthday: (entry: Addressee & { readonly nextBirthday: string; readonly daysToGo: number }, gym: string): string =>
    entry.daysToGo === 0
      ? message('WHATSAPP.BIRTHDAY_TODAY', { nombre: firstName(entry.name), gimnasio: gym })
      : message('WHATSAPP.BIRTHDAY', {
          nombre: firstName(entry.name),
          gimnasio: gym,
          fecha: formatDate(entry.nextBirthday),
        }),
  absent: (entry: Addressee & { readonly daysAbsent: number }, gym: string): string =>
    message('WHATSAPP.ABSENT', { nombre: firstName(entry.name), gimnasio: gym, dias: entry.daysAbsent }),
} as const;
