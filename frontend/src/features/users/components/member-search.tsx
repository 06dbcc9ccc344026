// The list's search box: the server searches once typing pauses (names, phones and cédulas, accents forgiven).
import { message } from '@gym/domain';
import { SearchBox } from '../../../components/search-box';
import { useMemberListStore } from '../member-list-store';

export function MemberSearch() {
  return (
    <SearchBox
      initial={useMemberListStore.getState().search}
      onSearch={(text) => void useMemberListStore.getState().searchFor(text)}
      testId="member-search"
      placeholder={message('USERS.SEARCH_HINT')}
    />
  );
}
