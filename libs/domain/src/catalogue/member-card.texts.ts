// R51: the member's card — its history lines, the profile's 'Carnet', and the card's own page.
export const memberCardMessages = {
  'AUDIT.MEMBER_CARD_ISSUED': 'Carnet entregado',
  'AUDIT.MEMBER_CARD_RENEWED': 'Carnet renovado: el anterior dejó de valer',
  'MEMBER_CARD.TITLE': 'Carnet',
  'MEMBER_CARD.NONE': 'Todavía no tiene carnet.',
  'MEMBER_CARD.ISSUE': 'Crear carnet',
  'MEMBER_CARD.ISSUED_DONE': 'Carnet creado correctamente.',
  'MEMBER_CARD.RENEWED_DONE': 'Carnet renovado: el anterior ya no vale.',
  'MEMBER_CARD.PRINT': 'Imprimir carnet',
  'MEMBER_CARD.DOWNLOAD': 'Descargar imagen (PNG)',
  'MEMBER_CARD.RENEW': 'Renovar carnet',
  'MEMBER_CARD.RENEW_CONFIRM':
    'El carnet actual dejará de valer en este momento (por ejemplo, si se perdió o se prestó). ¿Renovarlo?',
  'MEMBER_CARD.QR_ALT': 'Código QR del carnet',
  'MEMBER_CARD.FILE': 'carnet',
  'MEMBER_CARD.ISSUE_FAILED': 'Error al crear el carnet. Por favor, inténtalo de nuevo.',
  'MEMBER_CARD.PAGE_TITLE': 'Carnet de {gimnasio}',
  'MEMBER_CARD.HELLO': 'Hola, {nombre}',
  'MEMBER_CARD.PLAN': 'Plan',
  'MEMBER_CARD.EXPIRES': 'Vence el {fecha}',
  'MEMBER_CARD.EXPIRED': 'Venció el {fecha}',
  'MEMBER_CARD.VISITS_LEFT': 'Te quedan {n} visitas',
  'MEMBER_CARD.NO_EXPIRY': 'Sin fecha de vencimiento todavía',
  'MEMBER_CARD.DEBT': 'Debes {monto}',
  'MEMBER_CARD.NO_DEBT': 'No tienes deuda',
  'MEMBER_CARD.PAYMENTS': 'Últimos pagos',
  'MEMBER_CARD.NO_PAYMENTS': 'Todavía no hay pagos.',
  'MEMBER_CARD.PHOTO_ALT': 'Foto de {nombre}',
  'CHECK_IN.SCAN_CAMERA': 'Escanear con cámara',
  'CHECK_IN.SCAN_TITLE': 'Escanear carnet',
  'CHECK_IN.SCAN_HINT': 'Apunta la cámara al código QR del carnet.',
  'CHECK_IN.SCAN_CLOSE': 'Cerrar cámara',
  'CHECK_IN.SCAN_STARTING': 'Abriendo la cámara…',
  'CHECK_IN.SCAN_NO_CAMERA':
    'No se pudo usar la cámara: permite el acceso a la cámara en el navegador (el sitio debe abrirse con https o en este mismo equipo), o usa el lector o escribe el nombre.',
  'CHECK_IN.SCAN_CEDULA':
    'Ese código QR tiene un número (¿una cédula?), no un carnet: no se usó. Escribe la cédula en el campo para buscarla.',
  'CHECK_IN.SCAN_OTHER_SITE':
    'Ese código QR lleva a otro sitio ({sitio}): no es un carnet de este gimnasio y no se abrió.',
  'CHECK_IN.SCAN_NOT_CARD': 'Ese código QR no es un carnet de este gimnasio: no se usó.',
} as const;

export const memberCardRefusals = {
  'MEMBER_CARD.NOT_ISSUED': { kind: 'not_found', text: 'Este usuario todavía no tiene carnet.' },
  // The same answer for a malformed, guessed, old or deleted member's token: no hint which.
  'MEMBER_CARD.INVALID': { kind: 'not_found', text: 'Este carnet no es válido.' },
  'MEMBER_CARD.TOO_MANY': {
    kind: 'throttled',
    text: 'Demasiadas consultas desde esta conexión. Espera un minuto e inténtalo de nuevo.',
  },
} as const;
