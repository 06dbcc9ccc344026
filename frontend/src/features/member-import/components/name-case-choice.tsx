// Issue 41: names a sheet holds as typed ('jorge mauricio giraldo pérez', 'SEBASTIÁN ALBERTO…') are
// offered in Spanish title case; the preview below shows them as they would be recorded, and only a
// ticked box changes them.
import { Checkbox } from '@mantine/core';
import { message } from '@gym/domain';
import { useMemberImportStore } from '../member-import-store';

export function NameCaseChoice({ count, disabled }: { readonly count: number; readonly disabled: boolean }) {
  const nameCase = useMemberImportStore((state) => state.nameCase);
  if (count === 0 && !nameCase) return null;
  return (
    <Checkbox
      mb="sm"
      checked={nameCase}
      disabled={disabled}
      label={message('MEMBER_IMPORT.NAME_CASE', { n: count })}
      description={message('MEMBER_IMPORT.NAME_CASE_HINT')}
      onChange={(event) => void useMemberImportStore.getState().writeNamesInTitleCase(event.currentTarget.checked)}
      data-testid="import-name-case"
    />
  );
}
