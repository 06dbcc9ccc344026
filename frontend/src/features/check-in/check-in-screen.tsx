// 'Ingreso' (/check-in, R28): a front desk's one large field. It finds members as you type (or as a
// barcode reader types a cédula); Enter registers the only match; then it clears and takes the
// focus again for the next member. Not 'Activo' asks first: a receptionist may let them in anyway,
// or take their payment ('Cobrar'). Made for a scanner (issue 30): whatever has the focus, the next
// scan becomes the search and closes an open dialog without confirming it.
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { CHECK_IN_SEARCH_MAX_LENGTH, message, type CheckInMatch } from '@gym/domain';
import { PHONE_QUERY } from '../../hooks/use-narrower-than';
import { ConfirmEntryDialog } from '../../components/confirm-entry-dialog';
import { PageHeader } from '../../components/page-header';
import { deskReasons } from '../../lib/desk-reasons';
import { usePublicSettingsStore } from '../../stores/public-settings-store';
import { canRegister } from './check-in-texts';
import { useCheckInStore } from './check-in-store';
import { CheckInMatches } from './components/check-in-matches';
import { CheckInOutcome } from './components/check-in-outcome';
import { CollectPaymentDialog } from './components/collect-payment-dialog';
import { CameraScanButton } from './components/camera-scan';
import { closedDayText } from '../../components/turno-notice';
import { notifyRefusal } from '../../lib/notify';
import { useDeskDialogs } from './use-desk-dialogs';
import { useDeskKeys } from './use-desk-keys';

/** Short: a person typing a name sees the matches almost at once; a scanner's Enter never waits for it. */
export const CHECK_IN_SEARCH_DELAY_MS = 200;

export function CheckInScreen() {
  const input = useRef<HTMLInputElement>(null);
  // The whole hint needs ~640 px of field at the large size: a tablet's field is ~470, a phone's ~340.
  const narrow = useMediaQuery('(max-width: 74.99em)');
  const phone = useMediaQuery(PHONE_QUERY);
  const [text, setText] = useState('');
  const timeZone = usePublicSettingsStore((state) => state.timeZone);
  const outcome = useCheckInStore((state) => state.outcome);
  const dialogs = useDeskDialogs();
  // Searched once typing pauses; a scanner's Enter searches at once and cancels the pending one.
  const searchSoon = useDebouncedCallback((next: string) => {
    void useCheckInStore.getState().search(next);
  }, CHECK_IN_SEARCH_DELAY_MS);

  useEffect(() => () => useCheckInStore.getState().reset(), []);

  const type = (next: string) => {
    setText(next);
    searchSoon(next);
  };

  /** Back to the field; with its text selected, the next scan or name types over it. */
  const focusField = (selectText: boolean) => {
    input.current?.focus();
    if (selectText) input.current?.select();
  };

  const nextMember = () => {
    searchSoon.cancel();
    setText('');
    useCheckInStore.getState().clear();
    focusField(false);
  };

  const register = async (match: CheckInMatch) => {
    const store = useCheckInStore.getState();
    if (!canRegister(match)) {
      store.refuse(match, deskReasons(match).join(' '));
      nextMember();
      return;
    }
    if (!match.letIn) {
      const answer = await dialogs.askEntry(match);
      if (answer === 'interrupted') return; // a scan has taken over the desk
      if (answer === 'cancelled') {
        focusField(true);
        return;
      }
    }
    await store.register(match, timeZone);
    nextMember();
  };

  // Searches `value` now (a scanner types faster than the delay) and lets in a lone match.
  const submit = async (value: string) => {
    searchSoon.cancel();
    const found = await useCheckInStore.getState().search(value);
    if (found?.items.length === 1) await register(found.items[0]);
  };

  // Typing or a scan that began outside the field (in a dialog, on a card's button) is a new search:
  // whatever dialog is open closes unconfirmed, and the field holds the text before the next key.
  const takeOver = (value: string) => {
    dialogs.settle('interrupted');
    modals.closeAll(); // a payment's credit question
    flushSync(() => setText(value));
    focusField(false);
  };

  useDeskKeys({
    field: input,
    onTypeAhead: (character) => {
      takeOver(character);
      searchSoon(character);
    },
    onScan: (scanned) => {
      takeOver(scanned);
      void submit(scanned);
    },
  });

  const closeCollect = (recorded: boolean) => {
    if (!dialogs.isOpen('collect')) return; // a scan closed it first: the desk has moved on
    dialogs.settle('cancelled');
    if (recorded) void useCheckInStore.getState().search(text); // the card shows what is owed now
    focusField(true);
  };

  return (
    <>
      <PageHeader
        title={message('NAV.CHECK_IN')}
        actions={
          <>
            {/* R51: a card's QR read by the device's camera is a scan like the reader's. */}
            <CameraScanButton
              onCard={(token) => {
                takeOver(token);
                void submit(token);
              }}
            />
            <Button component={Link} to="/sell" variant="light" data-testid="check-in-sell">
              {message('SALES.SELL')}
            </Button>
          </>
        }
      />
      <Stack gap="lg" maw={960}>
        <TextInput
          ref={input}
          size="xl"
          type="search"
          label={message('CHECK_IN.SEARCH')}
          placeholder={message(narrow ? 'CHECK_IN.SEARCH_PLACEHOLDER_SHORT' : 'CHECK_IN.SEARCH_PLACEHOLDER')}
          description={message('CHECK_IN.HINT')}
          value={text}
          maxLength={CHECK_IN_SEARCH_MAX_LENGTH}
          // The desk's place on arrival: the shell leaves the focus here, not on the heading.
          autoFocus
          autoComplete="off"
          enterKeyHint="go"
          onChange={(event) => type(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            void submit(text);
          }}
          data-testid="check-in-search"
          styles={{ input: { fontSize: phone ? '1.25rem' : '1.5rem', height: '4rem' } }}
        />
        {outcome && <CheckInOutcome outcome={outcome} />}
        <CheckInMatches
          text={text}
          onRegister={(match) => void register(match)}
          onCollect={(match) => {
            // R41: on a closed day 'Cobrar' says so before its form opens, not only on save.
            void closedDayText()
              .catch(() => null)
              .then((closed) => (closed === null ? dialogs.openCollect(match) : notifyRefusal(closed)));
          }}
        />
      </Stack>
      <ConfirmEntryDialog
        opened={dialogs.open === 'confirm'}
        name={dialogs.match?.name ?? ''}
        reasons={dialogs.match ? deskReasons(dialogs.match) : []}
        onConfirm={() => dialogs.settle('confirmed')}
        onCancel={() => dialogs.settle('cancelled')}
      />
      <CollectPaymentDialog opened={dialogs.open === 'collect'} match={dialogs.match} onClose={closeCollect} />
    </>
  );
}
