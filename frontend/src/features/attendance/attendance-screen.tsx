// The global attendance history (spec §2, R28): every plan's visits, when (date and time in the gym's
// zone), who and their plan, newest first.
import { message, type AttendanceView } from '@gym/domain';
import type { Column } from '../../components/data-table';
import { DateTimeText } from '../../components/date-text';
import { MemberLink } from '../../components/member-link';
import { PageHeader } from '../../components/page-header';
import { PagedHistory } from '../../components/paged-history';
import { useAttendanceHistoryStore } from './attendance-history-store';
import { planName } from '../../stores/plan-prices-store';

const columns: readonly Column<AttendanceView>[] = [
  { key: 'date', header: message('COLUMN.DATE_TIME'), render: (entry) => <DateTimeText instant={entry.attendedAt} /> },
  {
    key: 'user',
    header: message('COLUMN.USER'),
    render: (entry) => <MemberLink id={entry.memberId} name={entry.memberName} />,
  },
  // R28: every plan's visits; a Tiquetera's used a day of the book.
  { key: 'plan', header: message('COLUMN.PLAN'), render: (entry) => planName(entry.plan) },
];

export function AttendanceScreen() {
  const query = useAttendanceHistoryStore();
  return (
    <>
      <PageHeader title={message('NAV.ATTENDANCE')} />
      <PagedHistory
        query={query}
        label={message('NAV.ATTENDANCE')}
        columns={columns}
        emptyText={message('ATTENDANCE.EMPTY')}
        testId="attendance-history"
        rowTestId="attendance-row"
        minWidth={320}
      />
    </>
  );
}
