// What the signed-in screens expect around them: Spanish dates, confirmation modals and notifications.
// Loaded with the first sign-in (app.tsx), so the login page's first download carries none of them.
import 'dayjs/locale/es';
import '@mantine/notifications/styles.css';
import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { message } from '@gym/domain';

const confirmLabels = { confirm: message('COMMON.CONFIRM'), cancel: message('COMMON.CANCEL') };

export function DeskProviders({ children }: { readonly children: ReactNode }) {
  return (
    // Dates read dd/mm/aaaa and months 'marzo' whatever the browser's language (R2).
    <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 0 }}>
      <ModalsProvider labels={confirmLabels}>
        {/* Bottom right: they cover neither the header, nor page and dialog titles, nor 'Cerrar Sesión'. */}
        <Notifications position="bottom-right" />
        {children}
      </ModalsProvider>
    </DatesProvider>
  );
}
