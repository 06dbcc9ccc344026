// The catalogue's texts and refusals of the body measures: the profile's Composición Corporal card, the screen of that name.
import type { RefusalPart } from './refusal-kinds.js';

export const bodyCompositionMessages = {
  'PROFILE.BODY_COMPOSITION': 'Composición Corporal',
  'PROFILE.MEASURE_FIELD': '{medida} (cm)',
  'PROFILE.SAVE_MEASURES': 'Guardar Medidas',
  'BODY_COMPOSITION.SAVED': 'Composición corporal guardada correctamente.',
  'BODY_COMPOSITION.SAVE_FAILED': 'Error al guardar la composición corporal. Por favor, inténtalo de nuevo.',

  'PROFILE.PROGRESS_HISTORY': 'Historial de Progreso',
  'PROFILE.PROGRESS_CHART': 'Gráfico de progreso de las medidas',
  'BODY_COMPOSITION.EMPTY': 'No hay registros de medidas.',

  // The measures' names (the form, the history, the export).
  'MEASURE.cuello': 'Cuello',
  'MEASURE.brazo': 'Brazo',
  'MEASURE.biceps': 'Bíceps',
  'MEASURE.pecho': 'Pecho',
  'MEASURE.cintura': 'Cintura',
  'MEASURE.cintura_bajo_ombligo': 'Cintura bajo ombligo',
  'MEASURE.gluteo': 'Glúteo',
  'MEASURE.gluteo_cadera': 'Glúteo/Cadera',
  'MEASURE.pierna': 'Pierna',

  // The history's lines of its events (Historial de cambios, `npm run audit`, Actividad del personal).
  'AUDIT.BODY_COMPOSITION_RECORDED': 'Medidas registradas del {fecha}: {medidas}',

  'AUDIT.BODY_COMPOSITION_IMPORTED': 'Medidas importadas del sistema anterior, del {fecha}: {medidas}',
} as const;

export const bodyCompositionRefusals = {
  'BODY_COMPOSITION.DATE_INVALID': { kind: 'bad_input', text: 'La fecha de la medición no es válida.' },
  'BODY_COMPOSITION.MEASURES_INVALID': {
    kind: 'bad_input',
    text: 'Las medidas deben ser números mayores que 0 y menores que 300 cm.',
  },
  'BODY_COMPOSITION.MEASURE_REQUIRED': { kind: 'rule', text: 'Completa la medida {medida}.' },
  'BODY_COMPOSITION.MEASURE_OUT_OF_RANGE': {
    kind: 'rule',
    text: 'La medida {medida} debe ser un número mayor que 0 y menor que 300 cm.',
  },
  'BODY_COMPOSITION.MEASURE_UNKNOWN': {
    kind: 'rule',
    text: 'La medida {medida} no corresponde al género del usuario.',
  },
} as const satisfies RefusalPart;
