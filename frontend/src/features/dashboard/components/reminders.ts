// The WhatsApp reminders of the dashboard's lists (issue 10): the catalogue's templates filled with
// the member, the date or the amount, and the gym's name.
import { formatDate, formatMoney, message, type AbsentEntry, type AlertEntry, type BirthdayEntry } from '@gym/domain';

export type AlertReminder = (entry: AlertEntry, gymName: string) => string;

export const aboutToExpireReminder: AlertReminder = (entry, gymName) =>
  message('WHATSAPP.ABOUT_TO_EXPIRE', {
    nombre: entry.name,
    gimnasio: gymName,
    fecha: formatDate(entry.expiresOn ?? ''),
  });

export const expiredReminder: AlertReminder = (entry, gymName) =>
  message('WHATSAPP.EXPIRED', { nombre: entry.name, gimnasio: gymName, fecha: formatDate(entry.expiresOn ?? '') });

export const debtReminder: AlertReminder = (entry, gymName) =>
  message('WHATSAPP.DEBT', { nombre: entry.name, gimnasio: gymName, monto: formatMoney(entry.debt) });

export function birthdayReminder(entry: BirthdayEntry, gymName: string): string {
  return message('WHATSAPP.BIRTHDAY', { nombre: entry.name, gimnasio: gymName, fecha: formatDate(entry.nextBirthday) });
}

export function absentReminder(entry: AbsentEntry, gymName: string): string {
  return message('WHATSAPP.ABSENT', { nombre: entry.name, gimnasio: gymName, dias: entry.daysAbsent });
}
