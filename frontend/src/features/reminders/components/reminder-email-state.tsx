// R50: where a reminder's e-mail stands, on its row (failed with the server's answer, or 'Envío sin
// confirmar': tried, never resent), and the daily job's banner on the screen.
import { Alert, Text } from '@mantine/core';
import { formatTime, message, type ReminderEmailJobView, type ReminderView } from '@gym/domain';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';

/** The row's line about its e-mail; nothing when none was tried. */
export function ReminderEmailLine({ email }: { readonly email: ReminderView['email'] }) {
  const timeZone = usePublicSettingsStore((state) => state.timeZone);
  if (email === null) return null;
  const text =
    email.state === 'sent'
      ? message('REMINDERS.EMAIL_SENT', { hora: formatTime(email.at, timeZone) })
      : email.state === 'failed'
        ? message('REMINDERS.EMAIL_FAILED', { respuesta: email.response ?? '' })
        : message('REMINDERS.EMAIL_UNCONFIRMED');
  return (
    <Text
      size="xs"
      c={email.state === 'sent' ? 'teal' : email.state === 'failed' ? 'red' : 'orange'}
      title={email.state === 'unconfirmed' ? message('REMINDERS.EMAIL_UNCONFIRMED_HINT') : undefined}
      data-testid="reminder-email"
      data-state={email.state}
    >
      {text}
    </Text>
  );
}

/** The job's banner: shown only when SMTP is set up. */
export function ReminderEmailBanner({ job }: { readonly job: ReminderEmailJobView }) {
  const timeZone = usePublicSettingsStore((state) => state.timeZone);
  if (!job.enabled) return null;
  const hora = job.at === null ? '08:00' : formatTime(job.at, timeZone);
  const text = message(`REMINDERS.EMAIL_JOB.${job.state}`, {
    hora,
    enviados: job.sent,
    fallidos: job.failed,
  });
  const trouble = job.state === 'unavailable' || job.state === 'gave_up';
  return (
    <Alert color={trouble ? 'orange' : 'blue'} variant="light" data-testid="reminders-email-job" data-state={job.state}>
      {text}
    </Alert>
  );
}
