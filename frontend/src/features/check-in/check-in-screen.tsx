// 'Ingreso' (/check-in, R28): a front desk's one large field. It finds members as you type (or as a
// barcode reader types a cédula); Enter registers the only match; then it clears and takes the
// focus again for the next member. Not 'Activo' asks first: a receptionist may let them in anyway.
import { useEffect, useRef, useState } from 'react';
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { CHECK_IN_SEARCH_MAX_LENGTH, message, type CheckInMatch } from '@gym/domain';
import { PHONE_QUERY } from '../../hooks/use-narrower-than';
import { PageHeader } from '../../components/page-header';
import { useSettingsStore } from '../../stores/settings-store';
import { canRegister, deskReasons } from './check-in-texts';
import { useCheckInStore } from './check-in-store';
import { CheckInMatches } from './components/check-in-matches';
import { confirmCheckIn } from './components/confirm-check-in';

/** Short: a person typing a name sees the matches almost at once; a scanner's Enter never waits for it. */
export const CHECK_IN_SEARCH_DELAY_MS = 200;

export function CheckInScreen() {
  const input = useRef<HTMLInputElement>(null);
  // The whole hint needs ~640 px of field at the large size: a tablet's field is ~470, a phone's ~340.
  const narrow = useMediaQuery('(max-width: 74.99em)');
  const phone = useMediaQuery(PHONE_QUERY);
  const [text, setText] = useState('');
  const timeZone = useSettingsStore((state) => state.timeZone);
  const outcome = useCheckInStore((state) => state.outcome);
  // Searched once typing pauses; a scanner's Enter searches at once and cancels the pending one.
  const searchSoon = useDebouncedCallback((next: string) => {
    void useCheckInStore.getState().search(next);
  }, CHECK_IN_SEARCH_DELAY_MS);

  useEffect(() => () => useCheckInStore.getState().reset(), []);

  const type = (next: string) => {
    setText(next);
    searchSoon(next);
  };

  const nextMember = () => {
    searchSoon.cancel();
    setText('');
    useCheckInStore.getState().clear();
    input.current?.focus();
  };

  const register = async (match: CheckInMatch) => {
    const store = useCheckInStore.getState();
    if (!canRegister(match)) {
      store.refuse(match, deskReasons(match).join(' '));
      nextMember();
      return;
    }
    if (!match.letIn && !(await confirmCheckIn(match))) {
      input.current?.focus();
      return;
    }
    await store.register(match, timeZone);
    nextMember();
  };

  // Searches what is in the field now (a scanner types faster than the delay) and lets in a lone match.
  const submit = async () => {
    searchSoon.cancel();
    const found = await useCheckInStore.getState().search(text);
    if (found?.items.length === 1) await register(found.items[0]);
  };

  return (
    <>
      <PageHeader title={message('NAV.CHECK_IN')} />
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
          autoFocus
          // The desk's place on arrival: the shell leaves the focus here, not on the heading.
          data-autofocus
          autoComplete="off"
          enterKeyHint="go"
          onChange={(event) => type(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            void submit();
          }}
          data-testid="check-in-search"
          styles={{ input: { fontSize: phone ? '1.25rem' : '1.5rem', height: '4rem' } }}
        />
        {outcome && (
          <Alert
            color={outcome.ok ? 'teal' : 'red'}
            variant="filled"
            role="status"
            aria-live="polite"
            data-testid="check-in-outcome"
            data-outcome={outcome.ok ? 'recorded' : 'refused'}
          >
            <Text fz="lg" fw={700} c="white">
              {outcome.text}
            </Text>
          </Alert>
        )}
        <CheckInMatches text={text} onRegister={(match) => void register(match)} />
      </Stack>
    </>
  );
}
