// The Mantine theme: a calm teal, rounded cards, system fonts, and Spanish labels on Mantine's own buttons.
import { createTheme, Modal, Notification } from '@mantine/core';
import { message } from '@gym/domain';

const closeLabel = message('COMMON.CLOSE');

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // Mantine's close buttons carry no text; without a label they are silent to screen readers.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }),
  },
});
