// The member list (spec §2): search, the add-user form behind a toggle, the sortable table, paging.
// Once a member is added and the form closes, the focus goes to the list that shows them (issue 30),
// under a notice offering their profile and, when they owe, 'Cobrar' (issue 41).
import { Suspense, useEffect, useRef, useState } from 'react';
import { Button, Group, Menu, Paper } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { message } from '@gym/domain';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { ExportCsvButton } from '../../components/export-csv-button';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { useNarrowerThan } from '../../hooks/use-narrower-than';
import { downloadHref } from '../../lib/api-client-download';
import { lazyNamed } from '../../lib/lazy-named';
import { focusElement } from '../../lib/move-focus';
import { useIsAdministrator } from '../../stores/session-store';
import type { AddedMember } from './components/add-member-form';
import { AddedMemberNotice } from './components/added-member-notice';
import { confirmDeleteMember } from './components/confirm-delete-member';
import { MemberCards } from './components/member-cards';
import { MemberPlanFilter } from './components/member-plan-filter';
import { MemberSearch } from './components/member-search';
import { MEMBER_TABLE_MIN_WIDTH, MemberTable } from './components/member-table';
import { MEMBER_PAGE_SIZE, useMemberListStore } from './member-list-store';

// The add-user form's code (its checks with zod, the phone parser, the date pickers) loads when the
// form is first shown, not with the list (issue 36).
const AddMemberForm = lazyNamed(() => import('./components/add-member-form'), 'AddMemberForm');

export function UserListScreen() {
  const [formShown, setFormShown] = useState(false);
  const [added, setAdded] = useState<AddedMember | null>(null);
  const { search, plan, sort, direction, page, data, status, error, load, sortBy, goToPage } = useMemberListStore();
  // On a phone or a tablet, members are cards instead of a table scrolled sideways.
  const { ref: measured, narrow } = useNarrowerThan(MEMBER_TABLE_MIN_WIDTH);
  const list = useRef<HTMLDivElement>(null);
  const listBox = useMergedRef(measured, list);
  const administrator = useIsAdministrator();
  const csvQuery = {
    search: search.trim(),
    ...(plan !== null && { plan }),
    sort,
    direction: sort === null ? null : direction,
  };
  const csvHref = downloadHref('exportMembersCsv', { query: csvQuery });

  useEffect(() => {
    void useMemberListStore.getState().load();
  }, []);

  const toggle = (
    <Button
      variant={formShown ? 'default' : 'filled'}
      onClick={() => {
        setAdded(null);
        setFormShown((shown) => !shown);
      }}
      aria-expanded={formShown}
    >
      {message(formShown ? 'USERS.HIDE_FORM' : 'USERS.SHOW_FORM')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={message('NAV.USERS')}
        actions={
          <>
            {administrator ? (
              // The whole gym (.xlsx, issue 29) is the Administrador's; the list's CSV is everyone's.
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button variant="default">{message('MEMBER_EXPORT.BUTTON')}</Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item component="a" href={downloadHref('exportGym')} download>
                    {message('MEMBER_EXPORT.XLSX')}
                  </Menu.Item>
                  <Menu.Item component="a" href={csvHref} download>
                    {message('MEMBER_EXPORT.CSV')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ) : (
              <ExportCsvButton href={csvHref} />
            )}
            {administrator && (
              <Button component={Link} to="/users/import" variant="default">
                {message('MEMBER_IMPORT.OPEN')}
              </Button>
            )}
            {administrator && (
              // R44: the deleted members, to restore one deleted by mistake.
              <Button component={Link} to="/users/deleted" variant="default">
                {message('DELETED_MEMBERS.OPEN')}
              </Button>
            )}
            {toggle}
          </>
        }
      />
      {formShown && (
        <Suspense fallback={<LoadingScreen />}>
          <AddMemberForm
            onDone={(member) => {
              setFormShown(false);
              setAdded(member);
              focusElement(list.current);
            }}
          />
        </Suspense>
      )}
      {added !== null && <AddedMemberNotice added={added} />}
      <Group mb="sm">
        <MemberSearch />
        <MemberPlanFilter />
      </Group>
      {status === 'error' && error && <LoadError text={error.message} onRetry={() => void load()} />}
      {data === null ? (
        status === 'loading' && <LoadingScreen />
      ) : (
        <Paper
          ref={listBox}
          withBorder
          p={{ base: 'xs', sm: 'md' }}
          data-testid="member-list"
          aria-busy={status === 'loading'}
        >
          {data.items.length === 0 ? (
            <EmptyState text={message(search === '' && plan === null ? 'USERS.EMPTY' : 'USERS.NO_MATCHES')} />
          ) : (
            <MembersOfPage
              narrow={narrow}
              members={data.items}
              sort={sort}
              direction={direction}
              onSort={(field) => void sortBy(field)}
              onDelete={(member) => confirmDeleteMember(member)}
            />
          )}
          <Pager page={page} pageSize={MEMBER_PAGE_SIZE} total={data.total} onChange={(next) => void goToPage(next)} />
        </Paper>
      )}
    </>
  );
}

function MembersOfPage({ narrow, ...props }: Parameters<typeof MemberTable>[0] & { readonly narrow: boolean }) {
  return narrow ? <MemberCards {...props} /> : <MemberTable {...props} />;
}
