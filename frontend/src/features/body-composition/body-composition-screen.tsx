// The global body-composition history (spec §2): date, user, gender and one column per measure key found.
import { Text } from '@mantine/core';
import { message, type BodyCompositionView } from '@gym/domain';
import type { Column } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { MemberLink } from '../../components/member-link';
import { PageHeader } from '../../components/page-header';
import { PagedHistory } from '../../components/paged-history';
import { measureLabel, measureText } from '../../lib/format';
import { useBodyCompositionHistoryStore } from './body-composition-history-store';

const fixedColumns: readonly Column<BodyCompositionView>[] = [
  { key: 'date', header: message('COLUMN.DATE'), render: (record) => <DateText date={record.measuredOn} /> },
  { key: 'user', header: message('COLUMN.USER'), render: (record) => <RecordMember record={record} /> },
  { key: 'gender', header: message('COLUMN.GENDER'), render: (record) => message(`GENDER.${record.gender}`) },
];

function RecordMember({ record }: { readonly record: BodyCompositionView }) {
  if (record.memberName === null) {
    return (
      <Text span c="dimmed" fs="italic">
        {message('COMMON.UNKNOWN_MEMBER')}
      </Text>
    );
  }
  return <MemberLink id={record.memberId} name={record.memberName} />;
}

function measureColumn(key: string): Column<BodyCompositionView> {
  return {
    key: `measure-${key}`,
    header: measureLabel(key),
    align: 'right',
    wrapHeader: true,
    render: (record) => {
      return measureText(record.measures, key);
    },
  };
}

export function BodyCompositionScreen() {
  const query = useBodyCompositionHistoryStore();
  const measureKeys = query.data?.measureKeys ?? [];
  return (
    <>
      <PageHeader title={message('NAV.BODY_COMPOSITION')} />
      <PagedHistory
        query={query}
        label={message('NAV.BODY_COMPOSITION')}
        columns={[...fixedColumns, ...measureKeys.map(measureColumn)]}
        emptyText={message('BODY_COMPOSITION.EMPTY')}
        testId="body-composition-history"
        rowTestId="body-composition-row"
        minWidth={420 + 72 * measureKeys.length}
      />
    </>
  );
}
