// The reminders' templates (R50) on the Configuración screen: loaded with it, again after saving.
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';

export const useReminderTemplatesStore = createQueryStore((_: null) =>
  send('getReminderTemplates', { fallback: 'SERVER.ERROR' }),
);
