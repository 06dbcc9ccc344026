// The Auditoría search box: the server searches every member ever registered once typing pauses.
import { Box } from '@mantine/core';
import { SearchBox } from '../../../components/search-box';
import { useAuditMembersStore } from '../audit-members-store';

function searchFor(search: string): void {
  const { params, load } = useAuditMembersStore.getState();
  // Coming back to the screen shows the same search and page, freshly read.
  void load(params?.search === search ? params : { search, page: 1 });
}

export function AuditSearch() {
  return (
    <Box mb="md">
      <SearchBox
        initial={useAuditMembersStore.getState().params?.search ?? ''}
        onSearch={searchFor}
        testId="audit-search"
      />
    </Box>
  );
}
