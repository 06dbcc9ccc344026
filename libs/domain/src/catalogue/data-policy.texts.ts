// The catalogue's texts and refusals of the gym's data-treatment policy and its printed
// authorisation form (R47, Ley 1581 de 2012).
import type { RefusalPart } from './refusal-kinds.js';

export const dataPolicyMessages = {
  'DATA_POLICY.TITLE': 'Política de tratamiento de datos',
  'DATA_POLICY.HINT':
    'El texto que cada usuario autoriza al registrarse (Ley 1581 de 2012). Cada publicación es una versión nueva; las autorizaciones ya dadas conservan la suya.',
  'DATA_POLICY.MODEL_NOTICE':
    'Aún no se ha publicado la política del gimnasio: abajo está el modelo. Revísalo con tus datos y publícalo.',
  'DATA_POLICY.VERSION': 'Versión {version}, publicada el {fecha}',
  'DATA_POLICY.MODEL_VERSION': 'Modelo sin publicar',
  'DATA_POLICY.FIELD': 'Texto de la política',
  'DATA_POLICY.LENGTH': '{n} de {max} caracteres',
  'DATA_POLICY.PUBLISH': 'Publicar nueva versión',
  'DATA_POLICY.PUBLISHED': 'Política publicada: versión {version}.',
  'DATA_POLICY.UNCHANGED': 'Ese ya es el texto publicado: no se registró ninguna versión nueva.',
  'DATA_POLICY.PUBLISH_FAILED': 'Error al publicar la política. Por favor, inténtalo de nuevo.',
  'DATA_POLICY.PRINT_BLANK': 'Imprimir formulario de autorización',
  'DATA_POLICY.MODEL_TEXT': [
    'POLÍTICA DE TRATAMIENTO DE DATOS PERSONALES DE {gimnasio}',
    '',
    '{gimnasio}{nit}, con domicilio en {direccion}, es responsable del tratamiento de los datos personales de sus usuarios, conforme a la Ley 1581 de 2012 y el Decreto 1377 de 2013.',
    '',
    'Finalidades: registrar la inscripción y el plan del usuario, controlar su ingreso, llevar sus pagos y saldos, expedir recibos, y enviarle recordatorios de vencimiento, pagos y cumpleaños cuando lo haya aceptado.',
    '',
    'Datos sensibles: el peso, la estatura, el IMC, las medidas corporales, las observaciones médicas y la foto son datos sensibles. Su tratamiento es facultativo: el usuario no está obligado a autorizarlo y puede entrenar sin darlos. Se usan solo para su seguimiento físico y su identificación en la recepción.',
    '',
    'Derechos del titular: conocer, actualizar y rectificar sus datos; pedir prueba de la autorización; ser informado del uso que se les da; revocar la autorización y pedir la supresión de sus datos cuando no exista un deber legal de conservarlos (los registros contables se conservan); presentar quejas ante la Superintendencia de Industria y Comercio.',
    '',
    'Consultas y reclamos: en la recepción o al teléfono {telefono}. Las consultas se responden en un máximo de 10 días hábiles y los reclamos en 15 días hábiles.',
  ].join('\n'),

  // The printed authorisation form, blank or filled with a member's data.
  'AUTHORIZATION_FORM.TITLE': 'Autorización para el tratamiento de datos personales',
  'AUTHORIZATION_FORM.POLICY_VERSION': 'Política de tratamiento de datos, versión {version}',
  'AUTHORIZATION_FORM.POLICY_MODEL': 'Política de tratamiento de datos (modelo)',
  'AUTHORIZATION_FORM.MEMBER_NAME': 'Nombre completo',
  'AUTHORIZATION_FORM.MEMBER_CEDULA': 'Cédula',
  'AUTHORIZATION_FORM.MEMBER_PHONE': 'Celular',
  'AUTHORIZATION_FORM.PERSONAL':
    'Autorizo a {gimnasio} a tratar mis datos personales para las finalidades de la política anterior.',
  'AUTHORIZATION_FORM.SENSITIVE':
    'Autorizo el tratamiento de mis datos sensibles (peso, estatura, IMC, medidas corporales, observaciones médicas y foto). Sé que es facultativo.',
  'AUTHORIZATION_FORM.REMINDERS': 'Acepto recibir recordatorios por WhatsApp o correo electrónico.',
  'AUTHORIZATION_FORM.YES': 'Sí',
  'AUTHORIZATION_FORM.NO': 'No',
  'AUTHORIZATION_FORM.SIGNATURE': 'Firma del titular',
  'AUTHORIZATION_FORM.DATE': 'Fecha',
  'AUTHORIZATION_FORM.PRINT': 'Imprimir',
  'AUTHORIZATION_FORM.FOR_MEMBER': 'Formulario de autorización',

  // The member's authorisation as recorded (R47): the profile, the add form, Ingreso, the audit.
  'AUTHORIZATION.TITLE': 'Autorización de datos',
  'AUTHORIZATION.PENDING': 'Autorización pendiente',
  'AUTHORIZATION.PENDING_HINT':
    'Falta registrar la autorización de tratamiento de datos de este usuario. Mientras tanto no registres datos de salud ni foto.',
  'AUTHORIZATION.RECORD': 'Registrar autorización',
  'AUTHORIZATION.CHANGE': 'Cambiar autorización',
  'AUTHORIZATION.SAVE': 'Guardar autorización',
  'AUTHORIZATION.SAVED': 'Autorización registrada.',
  'AUTHORIZATION.UNCHANGED': 'Esa ya era la autorización registrada: no se registró nada.',
  'AUTHORIZATION.SAVE_FAILED': 'Error al registrar la autorización. Por favor, inténtalo de nuevo.',
  'AUTHORIZATION.QUESTION_PERSONAL': '¿Autoriza el tratamiento de sus datos personales?',
  'AUTHORIZATION.QUESTION_SENSITIVE':
    '¿Autoriza sus datos sensibles (peso, estatura, IMC, medidas, observaciones médicas, foto)?',
  'AUTHORIZATION.QUESTION_REMINDERS': '¿Acepta recibir recordatorios?',
  'AUTHORIZATION.QUESTION_METHOD': '¿Cómo la dio?',
  'AUTHORIZATION.PERSONAL_NO_HINT':
    'Sin la autorización de datos personales no se puede registrar al usuario (Ley 1581 de 2012).',
  'AUTHORIZATION.METHOD.firma': 'Firma',
  'AUTHORIZATION.METHOD.verbal': 'Verbal',
  'AUTHORIZATION.METHOD.whatsapp': 'WhatsApp',
  'AUTHORIZATION.METHOD.formulario': 'Formulario',
  'AUTHORIZATION.LABEL_SENSITIVE': 'Datos sensibles',
  'AUTHORIZATION.LABEL_REMINDERS': 'Recordatorios',
  'AUTHORIZATION.LABEL_RECORDED': 'Registrada',
  'AUTHORIZATION.SUMMARY_RECORDED': '{como}, el {fecha} · {politica}',
  'AUTHORIZATION.POLICY_VERSION': 'política versión {version}',
  'AUTHORIZATION.POLICY_MODEL': 'política modelo (el gimnasio no ha publicado la suya)',
  'AUTHORIZATION.NO_SENSITIVE': 'Sin autorización de datos sensibles',
  // R48: the member's rights — the report, the revocation and the supresión.
  'PRIVACY.SUPPRESSED_HOLDER': 'Titular suprimido',
  'PRIVACY.SUPPRESSED_VALUE': '[dato suprimido]',
  'PRIVACY.SUPPRESSED_NOTICE':
    'Los datos personales de este titular se suprimieron (Ley 1581 de 2012). Solo se conservan sus pagos, que la contabilidad exige.',
  'PRIVACY.RIGHTS_TITLE': 'Derechos del titular',
  'PRIVACY.REPORT_OPEN': 'Reporte de datos',
  'PRIVACY.REVOKE_OPEN': 'Revocar datos sensibles',
  'PRIVACY.REVOKE_TITLE': 'Revocar la autorización de datos sensibles',
  'PRIVACY.REVOKE_TEXT':
    'Se borran ya el peso, la estatura, el IMC y las medidas corporales de {nombre}, y no se podrán registrar hasta que vuelva a autorizarlos.',
  'PRIVACY.REVOKE_CONFIRM': 'Revocar y borrar',
  'PRIVACY.REVOKED': 'Autorización de datos sensibles revocada: sus datos de salud se borraron.',
  'PRIVACY.REVOKE_FAILED': 'Error al revocar la autorización. Por favor, inténtalo de nuevo.',
  'PRIVACY.REASON': 'Motivo',
  'PRIVACY.REASON_HINT': 'Entre 5 y 200 caracteres.',
  'PRIVACY.SUPPRESS_OPEN': 'Suprimir datos',
  'PRIVACY.SUPPRESS_TITLE': 'Supresión de datos personales',
  'PRIVACY.SUPPRESS_TEXT':
    'Se borran para siempre el nombre, la cédula, el teléfono, la dirección, el cumpleaños, las notas y los datos de salud de {nombre}. Sus pagos quedan como «Titular suprimido». No se puede deshacer.',
  'PRIVACY.SUPPRESS_NAME': 'Escribe el nombre del usuario para confirmar',
  'PRIVACY.SUPPRESS_CONFIRM': 'Suprimir para siempre',
  'PRIVACY.SUPPRESSED': 'Datos personales suprimidos.',
  'PRIVACY.SUPPRESS_FAILED': 'Error al suprimir los datos. Por favor, inténtalo de nuevo.',
  // R48 (a): the report of everything held on a member: its page, its downloads and its workbook.
  'DATA_REPORT.TITLE': 'Reporte de datos del titular',
  'DATA_REPORT.INTRO':
    'Todo lo que {gimnasio} tiene de este titular a la fecha (Ley 1581 de 2012, art. 8): datos personales y de salud, plan, pagos, visitas, medidas, autorización y solicitudes.',
  'DATA_REPORT.GENERATED': 'Producido el {fecha}',
  'DATA_REPORT.DOWNLOAD_JSON': 'Descargar JSON',
  'DATA_REPORT.DOWNLOAD_XLSX': 'Descargar Excel',
  'DATA_REPORT.PRINT': 'Imprimir',
  'DATA_REPORT.BACK': '← Volver al perfil',
  'DATA_REPORT.PERSONAL': 'Datos personales',
  'DATA_REPORT.HEALTH': 'Datos de salud',
  'DATA_REPORT.PLAN': 'Plan',
  'DATA_REPORT.AUTHORIZATION': 'Autorización',
  'DATA_REPORT.PAYMENTS': 'Pagos',
  'DATA_REPORT.VISITS': 'Visitas',
  'DATA_REPORT.MEASURES': 'Medidas',
  'DATA_REPORT.REQUESTS': 'Solicitudes de datos',
  'DATA_REPORT.NONE': 'Ninguno',
  'DATA_REPORT.PHOTO_HELD':
    'Se guarda una foto (WebP, {kb} KB). Está en la página imprimible de este reporte, en «Descargar foto» y dentro del archivo JSON.',
  'DATA_REPORT.DOWNLOAD_PHOTO': 'Descargar foto',
  'DATA_REPORT.ASKED': 'Solicitud',
  'DATA_REPORT.ANSWER': 'Respuesta',
  'DATA_REPORT.FILE': 'reporte-de-datos',
  'DATA_REPORT.LOAD_FAILED': 'Error al cargar el reporte. Por favor, inténtalo de nuevo.',
  'AUDIT.SENSITIVE_AUTHORIZATION_REVOKED':
    'Autorización de datos sensibles revocada ({motivo}): se borraron el peso, la estatura y las medidas',
  'AUDIT.MEMBER_SUPPRESSED': 'Supresión de datos personales ({motivo})',
  'AUDIT.AUTHORIZATION_RECORDED':
    'Autorización de datos registrada ({como}, {politica}): datos sensibles {sensibles}, recordatorios {recordatorios}',
} as const;

export const dataPolicyRefusals = {
  'DATA_POLICY.TEXT_REQUIRED': { kind: 'bad_input', text: 'Escribe el texto de la política.' },
  'DATA_POLICY.TOO_SHORT': {
    kind: 'bad_input',
    text: 'La política debe tener al menos 200 caracteres: di quién trata los datos, para qué, los derechos del titular y cómo ejercerlos.',
  },
  'DATA_POLICY.TOO_LONG': { kind: 'bad_input', text: 'La política puede tener hasta 20.000 caracteres.' },
  'AUTHORIZATION.PERSONAL_REQUIRED': {
    kind: 'bad_input',
    text: 'Sin la autorización de datos personales no se puede registrar al usuario (Ley 1581 de 2012).',
  },
  'AUTHORIZATION.ANSWER_REQUIRED': { kind: 'bad_input', text: 'Responde Sí o No.' },
  'AUTHORIZATION.METHOD_INVALID': {
    kind: 'bad_input',
    text: 'Indica cómo dio la autorización: firma, verbal, WhatsApp o formulario.',
  },
  'AUTHORIZATION.SENSITIVE_REVOCATION': {
    kind: 'rule',
    text: 'Revocar la autorización de datos sensibles borra esos datos: un Administrador lo hace con «Revocar datos sensibles» en el perfil; no se cambia aquí.',
  },
  'AUTHORIZATION.SENSITIVE_REQUIRED': {
    kind: 'rule',
    text: 'Sin autorización de datos sensibles no se registran peso, estatura ni medidas de este usuario (Ley 1581 de 2012). Registra primero su autorización con «Sí» a datos sensibles.',
  },
  'AUTHORIZATION.NOTHING_TO_REVOKE': {
    kind: 'rule',
    text: 'Este usuario no tiene autorizados datos sensibles: no hay nada que revocar.',
  },
  'PRIVACY.SUPPRESSION_NAME_REQUIRED': {
    kind: 'bad_input',
    text: 'Escribe el nombre del usuario para confirmar la supresión.',
  },
  'PRIVACY.SUPPRESSION_NAME_MISMATCH': {
    kind: 'bad_input',
    text: 'El nombre escrito no coincide con el del usuario: no se suprimió nada.',
  },
  'PRIVACY.ALREADY_SUPPRESSED': { kind: 'rule', text: 'Los datos de este titular ya se suprimieron.' },
} as const satisfies RefusalPart;
