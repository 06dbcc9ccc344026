// Body composition on the profile: the gender's measure form, 'Historial de Progreso' and the progress chart.
// Once measures are saved the focus goes to 'Historial de Progreso', where they show (issue 30).
import { Suspense, useEffect, useRef } from 'react';
import { Button, Group, Loader, SimpleGrid, TextInput, Title } from '@mantine/core';
import { MEASURE_KEYS, message, type BodyCompositionView, type Gender, type MemberProfile } from '@gym/domain';
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

const MeasuresChart = lazyNamed(() => import('./measures-chart'), 'MeasuresChart');
// The form's check and inputs (with the date pickers' and the request schemas' chunks, ~70 kB gzipped)
// after the profile's first paint (issue 36); meanwhile the same fields, disabled, hold its place.
const MeasuresForm = lazyNamed(
  () => import('./measures-form').then(({ MeasuresForm }) => ({ MeasuresForm })),
  'MeasuresForm',
);

function MeasuresFormPlaceholder({ gender }: { readonly gender: Gender }) {
  return (
    <div aria-busy="true">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {MEASURE_KEYS[gender].map((key) => (
          <TextInput
            key={key}
            label={message('PROFILE.MEASURE_FIELD', { medida: measureLabel(key) })}
            required
            disabled
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button disabled>{message('PROFILE.SAVE_MEASURES')}</Button>
      </Group>
    </div>
  );
}

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
      <Suspense fallback={<MeasuresFormPlaceholder gender={profile.gender} />}>
        <MeasuresForm
          key={profile.gender}
          memberId={profile.id}
          gender={profile.gender}
          onSaved={() => focusElement(history.current)}
        />
      </Suspense>
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
