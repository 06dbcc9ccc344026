// Specification of the one catalogue (R17, R18, R19, R21).
import { isMessageKey, message, messages } from './messages.js';

describe('the message catalogue', () => {
  it('R19: the attendance success fills in the remaining days', () =>
    expect(message('ATTENDANCE.MARKED_REMAINING', { n: 11 })).toBe('Asistencia registrada. Días restantes: 11'));

  it('R17: deletion speaks Spanish', () => {
    expect(message('MEMBER.DELETE_CONFIRM', { nombre: 'Ana' })).toBe(
      '¿Estás seguro de que deseas eliminar a Ana? Sale de todas las listas; un Administrador puede restaurarlo desde Eliminados.',
    );
    expect(message('MEMBER.DELETED')).toBe('Usuario eliminado correctamente.');
  });

  it('R18: the unstated failures have their Spanish texts', () =>
    expect(
      (['MEMBER.ADD_FAILED', 'BODY_COMPOSITION.SAVE_FAILED', 'MEMBERSHIP.RENEW_FAILED'] as const).map((key) =>
        message(key),
      ),
    ).toEqual([
      'Error al agregar el usuario. Por favor, inténtalo de nuevo.',
      'Error al guardar la composición corporal. Por favor, inténtalo de nuevo.',
      'Error al renovar la membresía. Por favor, inténtalo de nuevo.',
    ]));

  it('R3 + R7: the spec texts of the refusals are kept word for word', () => {
    expect(message('PAYMENT.INVALID_AMOUNT')).toBe('Por favor ingrese un monto válido');
    expect(message('ATTENDANCE.ALREADY_MARKED_TODAY')).toBe('La asistencia de hoy ya fue registrada.');
    expect(message('ATTENDANCE.TICKET_BOOK_EXHAUSTED')).toBe('El usuario ya ha consumido todos sus días de tiquetera.');
  });

  it('R21: a placeholder with no value is left visible rather than dropped', () =>
    expect(message('ATTENDANCE.MARKED_REMAINING')).toBe('Asistencia registrada. Días restantes: {n}'));

  it('R21: every text is non-empty and keys are recognised', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(isMessageKey(key)).toBe(true);
      expect(text.trim()).not.toBe('');
    }
    expect(isMessageKey('toString')).toBe(false);
  });
});
