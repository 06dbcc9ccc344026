// The list's search box: the server searches once typing pauses (names and phones, accents forgiven).
import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { message } from '@gym/domain';
import { useMemberListStore } from '../member-list-store';

export const SEARCH_DELAY_MS = 300;

export function MemberSearch() {
  const [text, setText] = useState(() => useMemberListStore.getState().search);
  const [debounced] = useDebouncedValue(text, SEARCH_DELAY_MS);

  useEffect(() => {
    void useMemberListStore.getState().searchFor(debounced.trim());
  }, [debounced]);

  return (
    <TextInput
      type="search"
      label={message('USERS.SEARCH')}
      placeholder={message('USERS.SEARCH_PLACEHOLDER')}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maw={{ sm: 360 }}
      w="100%"
      data-testid="member-search"
    />
  );
}
