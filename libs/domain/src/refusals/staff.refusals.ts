// The refusals of staff accounts (R25): email and name, passwords, roles, the last Administrador.
import type { RefusalPart } from './refusal-kinds.js';

export const staffRefusals = {
  'STAFF.EMAIL_INVALID': { kind: 'bad_input', text: 'Ingresa un correo electrónico válido.' },
  'STAFF.EMAIL_INVISIBLE_CHARACTERS': {
    kind: 'bad_input',
    text: 'El correo electrónico tiene caracteres invisibles (como un espacio de ancho cero o una marca de dirección del texto). Escríbelo a mano, sin copiarlo y pegarlo.',
  },
  'STAFF.DISPLAY_NAME_REQUIRED': { kind: 'bad_input', text: 'El nombre del miembro del personal es obligatorio.' },
  'STAFF.EMAIL_TAKEN': { kind: 'conflict', text: 'Ya existe una cuenta del personal con ese correo electrónico.' },
  'STAFF.ALREADY_EXISTS': { kind: 'conflict', text: 'La cuenta del personal ya existe.' },
  'STAFF.NOT_FOUND': { kind: 'not_found', text: 'Cuenta del personal no encontrada.' },
  'STAFF.DISABLED': { kind: 'rule', text: 'La cuenta del personal está deshabilitada.' },

  'STAFF.PASSWORD_TOO_SHORT': { kind: 'rule', text: 'La contraseña debe tener al menos 8 caracteres.' },
  'STAFF.PASSWORD_TOO_LONG': { kind: 'rule', text: 'La contraseña no puede superar los 256 caracteres.' },
  'STAFF.PASSWORD_HASH_INVALID': {
    kind: 'rule',
    text: 'La contraseña no se pudo guardar. Por favor, inténtalo de nuevo.',
  },
  'STAFF.CURRENT_PASSWORD_WRONG': { kind: 'rule', text: 'La contraseña actual no es correcta.' },

  'STAFF.ROLE_INVALID': { kind: 'rule', text: 'Selecciona un rol válido.' },
  'STAFF.LAST_ADMINISTRATOR': {
    kind: 'rule',
    text: 'Debe quedar al menos un Administrador activo. Nombra a otra cuenta Administrador antes de hacer este cambio.',
  },
} as const satisfies RefusalPart;
