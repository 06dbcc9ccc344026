// R52: the member's photo — its history lines, the buttons of the add form and the profile, and the
// refusals of a photo that is not one, too large, or of a member without the sensitive-data
// authorisation (R47).
import type { RefusalPart } from './refusal-kinds.js';

export const memberPhotoMessages = {
  'AUDIT.MEMBER_PHOTO_SET': 'Foto guardada',
  'AUDIT.MEMBER_PHOTO_REPLACED': 'Foto cambiada: la anterior se borró',
  'AUDIT.MEMBER_PHOTO_REMOVED': 'Foto borrada',
  'PHOTO.TITLE': 'Foto',
  'PHOTO.ALT': 'Foto de {nombre}',
  'PHOTO.NONE': 'Sin foto.',
  'PHOTO.TAKE': 'Tomar foto',
  'PHOTO.UPLOAD': 'Subir foto',
  'PHOTO.CAPTURE': 'Capturar',
  'PHOTO.CANCEL': 'Cancelar',
  'PHOTO.REMOVE': 'Borrar foto',
  'PHOTO.REMOVE_CONFIRM': 'La foto se borra del servidor y no se puede recuperar. ¿Borrarla?',
  'PHOTO.SAVED': 'Foto guardada correctamente.',
  'PHOTO.REMOVED': 'Foto borrada.',
  'PHOTO.PENDING': 'La foto se guardará al registrar al usuario.',
  'PHOTO.NEEDS_SENSITIVE': 'Para guardar la foto, el usuario debe autorizar datos sensibles (Sí).',
  'PHOTO.SENSITIVE_MISSING': 'Sin autorización de datos sensibles: no se guarda ni se muestra su foto.',
  'PHOTO.CAMERA_DENIED':
    'No se pudo usar la cámara: permite el acceso a la cámara en el navegador (el sitio debe abrirse con https o en este mismo equipo), o usa «Subir foto».',
  'PHOTO.NOT_READABLE': 'El navegador no pudo leer esa imagen: elige una foto JPEG, PNG o WebP.',
  'PHOTO.SAVE_FAILED': 'Error al guardar la foto. Por favor, inténtalo de nuevo.',
  'PHOTO.REMOVE_FAILED': 'Error al borrar la foto. Por favor, inténtalo de nuevo.',
  'PHOTO.NOT_SAVED_AFTER_REGISTER':
    'El usuario quedó registrado, pero la foto no se guardó: tómala de nuevo en su perfil.',
} as const;

export const memberPhotoRefusals = {
  // R47: the photo is sensitive data (Ley 1581 art. 5).
  'PHOTO.SENSITIVE_REQUIRED': {
    kind: 'rule',
    text: 'Sin autorización de datos sensibles no se guarda la foto de este usuario (Ley 1581 de 2012). Registra primero su autorización con «Sí» a datos sensibles.',
  },
  'PHOTO.REQUIRED': { kind: 'bad_input', text: 'Elige una foto o tómala con la cámara.' },
  'PHOTO.NOT_AN_IMAGE': {
    kind: 'bad_input',
    text: 'El archivo no es una foto: sube una imagen JPEG, PNG o WebP.',
  },
  'PHOTO.TOO_MANY_PIXELS': {
    kind: 'bad_input',
    text: 'La imagen tiene demasiados píxeles: elige una foto de cámara normal (hasta 40 megapíxeles).',
  },
  'PHOTO.TOO_LARGE': { kind: 'too_large', text: 'La foto supera el máximo de 5 MB.' },
  'PHOTO.NOT_FOUND': { kind: 'not_found', text: 'Este usuario no tiene foto.' },
} as const satisfies RefusalPart;
