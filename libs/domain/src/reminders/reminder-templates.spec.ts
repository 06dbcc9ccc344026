// R50: the owner's templates and e-mail subjects, filled in for a member, and what they may not be.
import {
  renderReminder,
  reminderValues,
  checkReminderSubject,
  checkReminderTemplate,
  defaultReminderSubjects,
  defaultReminderTemplates,
  REMINDER_PLACEHOLDERS,
} from './reminder-templates.js';
import { REMINDER_KINDS } from './reminder.kinds.js';

const values = reminderValues(
  { name: 'MARÍA del Pilar', plan: 'monthly', expiresOn: '2026-03-05', debt: 30_000, ticketDaysUsed: 13 },
  'Gimnasio Titanes',
);

describe('R50 reminder templates', () => {
  it('every placeholder filled: the first name, the gym, plan, expiry, debt and visits left', () =>
    expect(renderReminder('{nombre}|{gimnasio}|{plan}|{vence}|{deuda}|{visitas}', values)).toMatch(
      /^María\|Gimnasio Titanes\|Mensualidad\|05\/03\/2026\|\$\s?30\.000\|2$/,
    ));

  it('a placeholder twice is filled twice; text around it stays', () =>
    expect(renderReminder('Hola {nombre}, sí, {nombre}.', values)).toBe('Hola María, sí, María.'));

  it('every default uses only the placeholders there are, and fits', () => {
    for (const kind of REMINDER_KINDS)
      expect(checkReminderTemplate(kind, defaultReminderTemplates()[kind])).toBe(defaultReminderTemplates()[kind]);
    expect(REMINDER_PLACEHOLDERS).toHaveLength(6);
  });

  it('trimmed; 1,000 characters is a template, 1,001 is refused', () => {
    expect(checkReminderTemplate('debt', `  ${'a'.repeat(1000)} `)).toBe('a'.repeat(1000));
    expect(checkReminderTemplate('debt', 'a'.repeat(1001))).toEqual({
      field: 'templates.debt',
      code: 'REMINDER.TEMPLATE_TOO_LONG',
      params: { tipo: 'Deuda de más de 7 días', n: 1001, max: 1000 },
    });
  });

  it('an unknown placeholder is refused, naming it', () =>
    expect(checkReminderTemplate('expiring', 'Hola {nonbre}')).toMatchObject({
      field: 'templates.expiring',
      code: 'REMINDER.TEMPLATE_UNKNOWN_PLACEHOLDER',
      params: { marcador: '{nonbre}' },
    }));

  it('an empty one, or one with a control character, is refused', () => {
    expect(checkReminderTemplate('birthday', '   ')).toMatchObject({ code: 'REMINDER.TEMPLATE_EMPTY' });
    expect(checkReminderTemplate('birthday', 'Hola\u0000')).toMatchObject({
      code: 'REMINDER.TEMPLATE_INVALID_CHARACTERS',
    });
  });

  it('lines are allowed', () =>
    expect(checkReminderTemplate('birthday', 'Hola {nombre}\n¡Feliz día!')).toBe('Hola {nombre}\n¡Feliz día!'));
});

describe('R50 the e-mails’ subjects', () => {
  it('every default uses only the placeholders there are, and fits', () => {
    for (const kind of REMINDER_KINDS)
      expect(checkReminderSubject(kind, defaultReminderSubjects()[kind])).toBe(defaultReminderSubjects()[kind]);
  });

  it('trimmed; 150 characters is a subject, 151 is refused', () => {
    expect(checkReminderSubject('debt', ` ${'a'.repeat(150)}  `)).toBe('a'.repeat(150));
    expect(checkReminderSubject('debt', 'a'.repeat(151))).toEqual({
      field: 'subjects.debt',
      code: 'REMINDER.SUBJECT_TOO_LONG',
      params: { tipo: 'Deuda de más de 7 días', n: 151, max: 150 },
    });
  });

  it('an unknown placeholder is refused, naming it', () =>
    expect(checkReminderSubject('expiring', '{gimnasio}: {vencimiento}')).toMatchObject({
      field: 'subjects.expiring',
      code: 'REMINDER.SUBJECT_UNKNOWN_PLACEHOLDER',
      params: { marcador: '{vencimiento}' },
    }));

  it('one line: an empty one, a line break or a control character is refused', () => {
    expect(checkReminderSubject('birthday', '  ')).toMatchObject({ code: 'REMINDER.SUBJECT_EMPTY' });
    expect(checkReminderSubject('birthday', 'Hola\nBcc: otro@correo.com')).toMatchObject({
      code: 'REMINDER.SUBJECT_INVALID_CHARACTERS',
    });
    expect(checkReminderSubject('birthday', 'Hola\u0007')).toMatchObject({
      code: 'REMINDER.SUBJECT_INVALID_CHARACTERS',
    });
  });
});
