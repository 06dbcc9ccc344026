// 'Visitas por día (últimos 30 días)' (R28): how many members came each day, every plan.
import { Suspense } from 'react';
import { Loader, Paper, Title } from '@mantine/core';
import { message, type DashboardView } from '@gym/domain';
import { WhenNearView } from '../../../components/when-near-view';
import { lazyNamed } from '../../../lib/lazy-named';

const VisitsChart = lazyNamed(() => import('./visits-chart'), 'VisitsChart');

export function VisitsPerDayCard({ view }: { readonly view: DashboardView }) {
  const title = message('DASHBOARD.VISITS_PER_DAY');
  return (
    <Paper withBorder p="md" data-testid="visits-per-day" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <WhenNearView height={180}>
        <Suspense fallback={<Loader size="sm" />}>
          <VisitsChart days={view.visitsPerDay} />
        </Suspense>
      </WhenNearView>
    </Paper>
  );
}
