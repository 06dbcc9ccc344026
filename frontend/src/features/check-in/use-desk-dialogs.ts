// The desk's two dialogs (issue 30): the question before letting in someone who is not 'Activo', and
// 'Cobrar'. One at a time. A scan closes whichever is open as 'interrupted': nothing is recorded, and
// the focus stays where the scan put it (the search field), not where a cancel would put it.
import { useRef, useState } from 'react';
import type { CheckInMatch } from '@gym/domain';

export type EntryAnswer = 'confirmed' | 'cancelled' | 'interrupted';
export type DeskDialog = 'confirm' | 'collect';

export function useDeskDialogs() {
  const [open, setOpen] = useState<DeskDialog | null>(null);
  // Kept after closing, so a dialog's text does not blank out while it fades away.
  const [match, setMatch] = useState<CheckInMatch | null>(null);
  const answer = useRef<((answer: EntryAnswer) => void) | null>(null);
  // The same, for callbacks that outlive a render (a payment answered after a scan closed its dialog).
  const current = useRef<DeskDialog | null>(null);
  const show = (dialog: DeskDialog | null) => {
    current.current = dialog;
    setOpen(dialog);
  };

  /** Closes the open dialog; a pending question gets `result`. */
  const settle = (result: EntryAnswer) => {
    answer.current?.(result);
    answer.current = null;
    show(null);
  };

  /** Asks whether to let `member` in anyway. */
  const askEntry = (member: CheckInMatch) =>
    new Promise<EntryAnswer>((resolve) => {
      settle('interrupted');
      answer.current = resolve;
      setMatch(member);
      show('confirm');
    });

  const openCollect = (member: CheckInMatch) => {
    settle('interrupted');
    setMatch(member);
    show('collect');
  };

  /** Whether `dialog` is open now (not as of the last render). */
  const isOpen = (dialog: DeskDialog) => current.current === dialog;

  return { open, match, askEntry, openCollect, settle, isOpen };
}
