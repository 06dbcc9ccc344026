// Letting in a member who is not 'Activo' (R28): Ingreso's check-in and the profile's 'Marcar
// Asistencia Hoy' (issue 30) ask the same question, with the reasons (a debt, an expired plan).
// Made for a desk with a barcode scanner, which types the next member's cédula and Enter: the
// confirm button does not start with the focus and Enter does nothing here, so a scan can never
// confirm it. Confirming takes a click, or F2, a key no scanner sends (named on the button).
// Escape, the close button and 'Cancelar' cancel.
import type { KeyboardEvent } from 'react';
import { Button, Modal, SimpleGrid, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { message } from '@gym/domain';

/** The deliberate key that confirms (shown on the button as '(F2)'). */
export const CONFIRM_ENTRY_KEY = 'F2';

interface ConfirmEntryDialogProps {
  readonly opened: boolean;
  /** Whom it is about; kept by the caller while the dialog closes, so its text does not blank out. */
  readonly name: string;
  readonly reasons: readonly string[];
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The desk's dialogs say whom they are about in a title read at a glance. */
export const DESK_DIALOG_STYLES = {
  title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700, lineHeight: 1.3 },
} as const;

// Large targets whose label takes a second line on a narrow phone instead of losing its '(F2)'.
const wrapping = {
  root: { height: 'auto', minHeight: 50, paddingBlock: 8 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
} as const;

/** Enter on a focused button would press it: here it presses nothing. */
function ignoreEnter(event: KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault();
}

export function ConfirmEntryDialog({ opened, name, reasons, onConfirm, onCancel }: ConfirmEntryDialogProps) {
  useHotkeys([[CONFIRM_ENTRY_KEY, () => opened && onConfirm()]], []);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={message('CHECK_IN.CONFIRM_TITLE', { nombre: name })}
      // The caller puts the focus where the desk goes on (the search field, the profile's counters).
      returnFocus={false}
      size="lg"
      styles={DESK_DIALOG_STYLES}
      data-testid="confirm-entry"
    >
      <div onKeyDown={ignoreEnter}>
        <Text size="lg">{message('CHECK_IN.CONFIRM_TEXT', { nombre: name, motivo: reasons.join(' ') })}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="lg">
          <Button variant="default" size="lg" fullWidth styles={wrapping} onClick={onCancel} data-autofocus>
            {message('COMMON.CANCEL')}
          </Button>
          <Button
            color="red"
            size="lg"
            fullWidth
            styles={wrapping}
            onClick={onConfirm}
            aria-keyshortcuts={CONFIRM_ENTRY_KEY}
            data-testid="confirm-check-in"
          >
            {message('CHECK_IN.CONFIRM')}
          </Button>
        </SimpleGrid>
      </div>
    </Modal>
  );
}
