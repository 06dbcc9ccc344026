// 'Configuración' (Administrador only, R24/R25): the plans' prices, a form for new ones, and their
// history; the gym's details that receipts print (issue 30); the data-treatment policy (R47).
// history; the gym's details that receipts print (issue 30); the reminders' WhatsApp texts (R50).
import { useEffect } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { message } from '@gym/domain';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeader } from '../../components/page-header';
import { usePlanPricesStore } from '../../stores/plan-prices-store';
import { DataPolicyForm } from './components/data-policy-form';
import { GymDetailsForm } from './components/gym-details-form';
import { DiscountLimitForm } from './components/discount-limit-form';
import { PlanPricesForm } from './components/plan-prices-form';
import { PriceHistory } from './components/price-history';
import { ReminderTemplatesForm } from './components/reminder-templates-form';
import { usePriceChangesStore } from './price-changes-store';

export function SettingsScreen() {
  const { history, status, error, load } = usePriceChangesStore();
  const plans = usePlanPricesStore((state) => state.plans);

  useEffect(() => {
    void usePriceChangesStore.getState().load();
  }, []);

  return (
    <>
      <PageHeader
        title={message('NAV.SETTINGS')}
        description={message('SETTINGS_SCREEN.DESCRIPTION')}
        actions={
          // R38: the gym's own plans, their terms and prices, on their own screen.
          <Button component={Link} to="/settings/plans" variant="light" data-testid="open-plans">
            {message('NAV.PLANS')}
          </Button>
        }
      />
      {status === 'error' && error && <LoadError text={error.message} onRetry={() => void load()} />}
      <PlanPricesForm plans={plans} />
      <DiscountLimitForm />
      <GymDetailsForm />
      <DataPolicyForm />
      <ReminderTemplatesForm />
      {history === null ? status === 'loading' && <LoadingScreen /> : <PriceHistory history={history} />}
    </>
  );
}
