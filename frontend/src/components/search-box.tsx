// A list's search box: tells the screen the trimmed text once typing pauses (names and phones).
import { useEffect, useEffectEvent, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { message } from '@gym/domain';

export const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  /** The text shown at first, e.g. the search still in the screen's store. */
  readonly initial: string;
  readonly onSearch: (text: string) => void;
  readonly testId: string;
  /** What can be searched; names and phones unless told. */
  readonly placeholder?: string;
}

export function SearchBox({
  initial,
  onSearch,
  testId,
  placeholder = message('USERS.SEARCH_PLACEHOLDER'),
}: SearchBoxProps) {
  const [text, setText] = useState(initial);
  const [debounced] = useDebouncedValue(text, SEARCH_DELAY_MS);

  // A new `onSearch` from the screen is not a new search: only the typed text is.
  const search = useEffectEvent(onSearch);
  useEffect(() => {
    search(debounced.trim());
  }, [debounced]);

  return (
    <TextInput
      type="search"
      label={message('USERS.SEARCH')}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maw={{ sm: 360 }}
      w="100%"
      data-testid={testId}
    />
  );
}
