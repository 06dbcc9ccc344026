// The catalogue's WhatsApp reminders (the Dashboard's lists, Ingreso) and the button that sends them.
export const whatsappMessages = {
  // Placeholders: {nombre} (the first name), {gimnasio}, {fecha}, {monto}, {dias}.
  'WHATSAPP.ABOUT_TO_EXPIRE':
    'Hola {nombre}, te saludamos de {gimnasio}. Tu membresía vence el {fecha}. ¡Te esperamos para renovarla!',
  'WHATSAPP.EXPIRED':
    'Hola {nombre}, te saludamos de {gimnasio}. Tu membresía venció el {fecha}. ¿Quieres renovarla? ¡Te esperamos!',
  'WHATSAPP.DEBT':
    'Hola {nombre}, te saludamos de {gimnasio}. Tienes un saldo pendiente de {monto}. Puedes pagarlo en recepción, por Nequi, Daviplata o transferencia.',
  'WHATSAPP.BIRTHDAY':
    '¡Hola {nombre}! En {gimnasio} sabemos que el {fecha} es tu cumpleaños. ¡Te deseamos un feliz día!',

  // R15: on the day itself.
  'WHATSAPP.BIRTHDAY_TODAY': '¡Hola {nombre}! ¡Feliz cumpleaños hoy! En {gimnasio} te deseamos un gran día.',
  // Who stopped coming (R28).
  'WHATSAPP.ABSENT':
    '¡Hola {nombre}! Te extrañamos en {gimnasio}. Hace {dias} días que no vienes a entrenar. ¡Te esperamos pronto!',

  'WHATSAPP.BUTTON': 'WhatsApp',
  'WHATSAPP.SEND': 'Enviar WhatsApp',
  'WHATSAPP.SEND_TO': 'Enviar WhatsApp a {nombre}',
} as const;
