// The Mantine theme: a calm teal dark enough to read on white (WCAG AA, 4.5:1), dimmed text and the
// light variants' text at AA contrast, rounded cards, system fonts, Spanish labels on Mantine's buttons.
import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type DefaultMantineColor,
  type MantineColorsTuple,
  type MantineThemeComponent,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';
import { message } from '@gym/domain';

const closeLabel = message('COMMON.CLOSE');
const closeButtonProps = { 'aria-label': closeLabel };

/** Mantine's teal with shades 5–9 darkened: white text on them and them on white both pass 4.5:1. */
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#0b7d5c',
  '#0a7556',
  '#096b4f',
  '#086147',
  '#06533c',
];

/** Mantine's orange with 8 and 9 darkened, so orange titles ('Por vencer') read on white. */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#b8440a',
  '#9c3a08',
];

/** Mantine's green with 8 and 9 darkened: the WhatsApp buttons' text on their light green. */
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#37b24d',
  '#1e6b30',
  '#185a28',
];

// Mantine's own palette: every resolved theme has these.
const TEXT_COLORS: readonly DefaultMantineColor[] = [
  'red',
  'orange',
  'green',
  'grape',
  'blue',
  'yellow',
  'gray',
  'cyan',
  'pink',
  'lime',
  'violet',
];

/** Light, subtle and outline variants (badges, 'Eliminar', WhatsApp) write in each colour's darkest shades. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#5c636a',
    // Errors under fields and the field's own text: red.6 reads 3.3:1 on white.
    '--mantine-color-error': DEFAULT_THEME.colors.red[9],
  };
  for (const color of TEXT_COLORS) {
    const shades = resolved.colors[color];
    light[`--mantine-color-${color}-light-color`] = shades[9];
    light[`--mantine-color-${color}-text`] = shades[9];
    light[`--mantine-color-${color}-filled`] = shades[9];
    light[`--mantine-color-${color}-filled-hover`] = shades[9];
    // The outline variant (the ticket book's 'AGOTADA' badge): its text is its border's colour, which
    // read 3.0:1 on white in orange and failed Lighthouse's contrast audit on Usuarios (issue 36).
    light[`--mantine-color-${color}-outline`] = shades[9];
  }
  return { variables: {}, light, dark: {} };
};

export const theme = createTheme({
  colors: { teal, orange, green },
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // A ring on whatever has keyboard focus (app.css draws it for inputs, which Mantine leaves to a 1 px border).
  focusRing: 'auto',
  // Plain objects rather than `Modal.extend(…)` (the same thing, typed): `.extend` would bring the
  // Modal and Notification components into the login page's download with the theme.
  components: {
    // Mantine's close buttons carry no text; without a label they are silent to screen readers.
    // A badge never shrinks below its word: squeezed by a long name, a table cell read 'CON D…' (issue 30).
    Badge: { styles: { root: { minWidth: 'max-content' } } } satisfies MantineThemeComponent,
    Modal: { defaultProps: { closeButtonProps } satisfies Partial<ModalProps> } satisfies MantineThemeComponent,
    Notification: {
      defaultProps: { closeButtonProps } satisfies Partial<NotificationProps>,
    } satisfies MantineThemeComponent,
  },
});
