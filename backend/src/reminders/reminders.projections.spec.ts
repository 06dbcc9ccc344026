// The read models of Recordatorios (R50) on the real SQLite read store: each mark by its reminder's id
// with who and when, the owner's templates as last saved; a batch delivered twice changes nothing.
import { defaultReminderTemplates, SYSTEM_STAFF_ID, type GymEvent } from '@gym/domain';
import { projectionSpecification } from '../shared/projections/testing/projection-specification.js';
import { reminderMarksProjection, reminderTemplatesProjection } from './reminders.projections.js';

const MEMBER = '6d0c1f9e-1111-4a4a-8b8b-222222222222';
const fields = (kind: 'expiring' | 'debt', about: string) =>
  ({ reminderId: `${kind}.${MEMBER}.${about}`, kind, memberId: MEMBER, about }) as const;
const sent: GymEvent = { type: 'ReminderSent', data: { ...fields('expiring', '2026-03-05'), channel: 'whatsapp' } };
const skipped: GymEvent = { type: 'ReminderSkipped', data: { ...fields('debt', '2026-03-02'), reason: 'Ya pagó' } };

describe('reminder_marks (R50)', () => {
  const { given } = projectionSpecification(reminderMarksProjection);

  it('one document per reminder: sent or skipped (with why), by whom and when', () =>
    given(sent, skipped).then((documents) =>
      expect(documents['reminder_marks']).toEqual([
        {
          id: `debt.${MEMBER}.2026-03-02`,
          kind: 'debt',
          memberId: MEMBER,
          about: '2026-03-02',
          state: 'skipped',
          reason: 'Ya pagó',
          staffId: SYSTEM_STAFF_ID,
          at: '2026-03-02T15:01:00.000Z',
        },
        {
          id: `expiring.${MEMBER}.2026-03-05`,
          kind: 'expiring',
          memberId: MEMBER,
          about: '2026-03-05',
          state: 'sent',
          reason: null,
          staffId: SYSTEM_STAFF_ID,
          at: '2026-03-02T15:00:00.000Z',
        },
      ]),
    ));

  it('is idempotent', () => given(sent, skipped).thenIdempotent());
});

describe('reminder_templates (R50)', () => {
  const { given } = projectionSpecification(reminderTemplatesProjection);
  const first = { ...defaultReminderTemplates(), debt: 'Debes {deuda}.' };
  const second = { ...first, birthday: '¡Feliz día, {nombre}!' };
  const changed = (templates: typeof first, kinds: ('debt' | 'birthday')[]): GymEvent => ({
    type: 'ReminderTemplatesChanged',
    data: { templates, changed: kinds },
  });

  it('the texts as last saved', () =>
    given(changed(first, ['debt']), changed(second, ['birthday'])).then((documents) =>
      expect(documents['reminder_templates']).toEqual([{ id: 'gym', templates: second }]),
    ));

  it('is idempotent', () => given(changed(first, ['debt']), changed(second, ['birthday'])).thenIdempotent());
});
