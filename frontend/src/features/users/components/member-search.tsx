// The list's search box: the server searches once typing pauses (names and phones, accents forgiven).
import { SearchBox } from '../../../components/search-box';
import { useMemberListStore } from '../member-list-store';

export function MemberSearch() {
  return (
    <SearchBox
      initial={useMemberListStore.getState().search}
      onSearch={(text) => void useMemberListStore.getState().searchFor(text)}
      testId="member-search"
    />
  );
}
