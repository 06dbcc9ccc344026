// The catalogue's texts of the body measures: the profile's Composición Corporal card and the screen of that name.
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
} as const;
