// The desk's keyboard (issue 30): whatever has the focus on Ingreso, what a scanner or a person types
// ends up in the search field, and a scan never confirms a dialog. Keys are read on their way down
// (the window's capture phase), before the button, dialog or form they are aimed at sees them.
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { isCharacter, ScanBurst } from './scan-burst';

export type DeskKeyAction =
  | { readonly kind: 'none' }
  /** A character typed outside the field (on a card's button, in a confirmation): a new search starts with it. */
  | { readonly kind: 'type-ahead'; readonly character: string }
  /** A scan that ended with Enter in a dialog's form ('Cobrar'): its text is a search, not the form's. */
  | { readonly kind: 'scan'; readonly text: string };

/** What a key event is, as far as the desk is concerned. */
export interface DeskKey {
  readonly key: string;
  readonly timeStamp: number;
  readonly target: EventTarget | null;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
  readonly isComposing: boolean;
}

const NONE: DeskKeyAction = { kind: 'none' };

/** A place that takes typing: a text field, a list of choices. */
function isEditable(target: Element): boolean {
  if (target instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(target.type);
  return (
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target as HTMLElement).isContentEditable
  );
}

/**
 * The desk's answer to one key, given the search field and the burst so far. The field itself and
 * anything a person means (Space on a button, shortcuts, Enter outside dialogs) are left alone.
 */
export function deskKeyAction(event: DeskKey, field: HTMLInputElement | null, burst: ScanBurst): DeskKeyAction {
  if (event.ctrlKey || event.altKey || event.metaKey || event.isComposing) {
    burst.clear();
    return NONE;
  }
  const target = event.target instanceof Element ? event.target : null;
  if (event.key === 'Enter') {
    const scanned = burst.endsScan(event.timeStamp);
    const text = burst.take();
    const inDialogForm = target !== null && target.closest('[role="dialog"]') !== null && isEditable(target);
    return scanned && inDialogForm ? { kind: 'scan', text } : NONE;
  }
  burst.key(event.key, event.timeStamp);
  if (target === null || target === field || !isCharacter(event.key) || event.key === ' ' || isEditable(target)) {
    return NONE;
  }
  return { kind: 'type-ahead', character: event.key };
}

/** When a key was pressed: its event's time stamp, taken when it happened, not when a busy page got to it. */
export const keyClock = { at: (event: KeyboardEvent): number => event.timeStamp };

interface DeskKeysOptions {
  readonly field: RefObject<HTMLInputElement | null>;
  readonly onTypeAhead: (character: string) => void;
  readonly onScan: (text: string) => void;
}

function pick(event: KeyboardEvent): DeskKey {
  const { key, timeStamp, target, ctrlKey, altKey, metaKey, isComposing } = event;
  return { key, timeStamp, target, ctrlKey, altKey, metaKey, isComposing };
}

export function useDeskKeys({ field, onTypeAhead, onScan }: DeskKeysOptions): void {
  const act = useEffectEvent((action: DeskKeyAction) => {
    if (action.kind === 'type-ahead') onTypeAhead(action.character);
    if (action.kind === 'scan') onScan(action.text);
  });
  useEffect(() => {
    const burst = new ScanBurst();
    const listener = (event: KeyboardEvent) => {
      const action = deskKeyAction({ ...pick(event), timeStamp: keyClock.at(event) }, field.current, burst);
      if (action.kind === 'none') return;
      // The key is the desk's now: the dialog's button or form under it never gets it.
      event.preventDefault();
      event.stopPropagation();
      act(action);
    };
    window.addEventListener('keydown', listener, true);
    return () => window.removeEventListener('keydown', listener, true);
  }, [field]);
}
