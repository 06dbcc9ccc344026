// Body composition on the profile: the gender's measure form, 'Historial de Progreso' and the progress chart.
// Once measures are saved the focus goes to 'Historial de Progreso', where they show (issue 30).
import { Suspense, useEffect, useRef } from 'react';
import { Loader, Title } from '@mantine/core';
import { MEASURE_KEYS, message, type BodyCompositionView, type MemberProfile } from '@gym/domain';
import { DataTable, type Column } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { WhenNearView } from '../../../components/when-near-view';
import { measureLabel, measureText } from '../../../lib/format';
import { lazyNamed } from '../../../lib/lazy-named';
import { focusElement } from '../../../lib/move-focus';
import { useMemberBodyCompositionsStore } from '../member-body-compositions-store';
import { ProfileCard } from './info-card';
import { MeasuresForm } from './measures-form';

const MeasuresChart = lazyNamed(() => import('./measures-chart'), 'MeasuresChart');

/** The gender's measures first, then any other key older records hold (e.g. before a gender correction). */
function measureKeysOf(profile: MemberProfile, records: readonly BodyCompositionView[]): readonly string[] {
  const keys = new Set(MEASURE_KEYS[profile.gender]);
  for (const record of records) for (const key of Object.keys(record.measures)) keys.add(key);
  return [...keys];
}

function progressColumns(keys: readonly string[]): readonly Column<BodyCompositionView>[] {
  return [
    { key: 'date', header: message('COLUMN.DATE'), render: (record) => <DateText date={record.measuredOn} /> },
    ...keys.map((key) => ({
      key,
      header: measureLabel(key),
      align: 'right' as const,
      wrapHeader: true,
      render: (record: BodyCompositionView) => {
        return measureText(record.measures, key);
      },
    })),
  ];
}

export function BodyCompositionCard({ profile }: { readonly profile: MemberProfile }) {
  const { data, status, error, reload } = useMemberBodyCompositionsStore();
  const history = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void useMemberBodyCompositionsStore.getState().load(profile.id);
  }, [profile.id]);

  const records = data?.items ?? [];
  const keys = measureKeysOf(profile, records);
  return (
    <ProfileCard title={message('PROFILE.BODY_COMPOSITION')} testId="card-body-composition">
      <MeasuresForm
        key={profile.gender}
        memberId={profile.id}
        gender={profile.gender}
        onSaved={() => focusElement(history.current)}
      />
      <Title order={4} size="h5" mt="lg" mb="xs" ref={history}>
        {message('PROFILE.PROGRESS_HISTORY')}
      </Title>
      {status === 'error' && error && <LoadError text={error.message} onRetry={() => void reload()} />}
      {data !== null &&
        (records.length === 0 ? (
          <EmptyState text={message('BODY_COMPOSITION.EMPTY')} />
        ) : (
          <>
            <DataTable
              label={message('PROFILE.PROGRESS_HISTORY')}
              columns={progressColumns(keys)}
              rows={records}
              rowKey={(record) => record.id}
              rowTestId="progress-row"
              minWidth={120 + 72 * keys.length}
            />
            <WhenNearView height={280}>
              <Suspense fallback={<Loader size="sm" mt="md" />}>
                <MeasuresChart records={records} measureKeys={keys} />
              </Suspense>
            </WhenNearView>
          </>
        ))}
    </ProfileCard>
  );
}
