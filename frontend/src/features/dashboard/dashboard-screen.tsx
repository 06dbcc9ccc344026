// The dashboard (spec §2): a month picker for that month's income, five figures, alerts, who stopped
// coming and visits per day (R28), birthdays, plans, income. Recepción gets no money of the gym from
// the server (R33), so neither the picker, the money cards nor the income history are shown to her.
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isValidMonthKey, message } from '@gym/domain';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeader } from '../../components/page-header';
import { useGymToday } from '../../hooks/use-gym-today';
import { useMay } from '../../stores/session-store';
import { AbsentMembersCard } from './components/absent-members-card';
import { AlertLists } from './components/alert-lists';
import { BirthdaysCard } from './components/birthdays-card';
import { MonthlyIncomeCard } from './components/monthly-income-card';
import { PlanDistributionCard } from './components/plan-distribution-card';
import { SummaryCards } from './components/summary-cards';
import { LowStockCard } from './components/low-stock-card';
import { VisitsPerDayCard } from './components/visits-per-day-card';
import { useDashboardStore } from './dashboard-store';

const MonthInput = lazy(() => import('../../components/form-inputs').then((m) => ({ default: m.MonthInput })));

export function DashboardScreen() {
  const thisMonth = useGymToday().slice(0, 7);
  const { params: month, data: view, status, error, load, reload } = useDashboardStore();
  const seesMoney = useMay('reports.gymMoney');
  // The figures render as the answer arrives; the lists, birthdays, plans and income below them in a
  // second, interruptible render (issue 36): in one, the whole dashboard (~1,300 elements) was one
  // task of about 0.4 s on a phone, with nothing drawn until it ended.
  const below = useDeferredValue(view);

  useEffect(() => {
    // Opening the dashboard shows this month in the gym's time zone (R1).
    void useDashboardStore.getState().load(thisMonth);
  }, [thisMonth]);

  const picker = (
    // The date pickers (13 kB gzipped) after the first paint, an empty box of the same size meanwhile.
    <Suspense fallback={<TextInput label={message('DASHBOARD.MONTH')} w={200} readOnly />}>
      <MonthInput
        label={message('DASHBOARD.MONTH')}
        value={month ?? thisMonth}
        onChange={(next) => isValidMonthKey(next) && void load(next)}
        data-testid="month-picker"
        w={200}
      />
    </Suspense>
  );

  return (
    <>
      <PageHeader title={message('NAV.DASHBOARD')} actions={seesMoney ? picker : undefined} />
      {status === 'error' && error && <LoadError text={error.message} onRetry={() => void reload()} />}
      {view === null ? (
        status === 'loading' && <LoadingScreen />
      ) : (
        <Stack gap="md" aria-busy={status === 'loading'}>
          <SummaryCards view={view} />
          <LowStockCard view={view} />
          {/* Until the rest has rendered, 'Cargando...' keeps the footer below the fold (app.css): it does not jump. */}
          {below === null && <LoadingScreen />}
          {below !== null && (
            <>
              <AlertLists view={below} />
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                <AbsentMembersCard view={below} />
                <VisitsPerDayCard view={below} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                <BirthdaysCard view={below} />
                <PlanDistributionCard view={below} />
              </SimpleGrid>
              {below.monthlyIncome !== null && <MonthlyIncomeCard months={below.monthlyIncome} />}
            </>
          )}
        </Stack>
      )}
    </>
  );
}
