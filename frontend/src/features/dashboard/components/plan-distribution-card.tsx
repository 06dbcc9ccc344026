// How many members hold each plan (R38: one count per plan in use, the spec plans always), with today's
// price (R24) and a bar of their share.
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { formatMoney, isPlanCode, message, type DashboardView } from '@gym/domain';
import { planName, priceOf, usePlanCatalogue, usePlanPrices } from '../../../stores/plan-prices-store';

export function PlanDistributionCard({ view }: { readonly view: DashboardView }) {
  const prices = usePlanPrices();
  const catalogue = usePlanCatalogue();
  const counts: Readonly<Record<string, number>> = view.planDistribution;
  // The catalogue's order; a spec plan always, any other plan only while a member holds it.
  const known = catalogue.map((plan) => plan.id);
  const others = Object.keys(counts).filter((plan) => !known.includes(plan));
  const shown = [...known, ...others].filter((plan) => isPlanCode(plan) || (counts[plan] ?? 0) > 0);
  const total = shown.reduce((sum, plan) => sum + (counts[plan] ?? 0), 0);
  return (
    <Paper
      withBorder
      p="md"
      data-testid="plan-distribution"
      component="section"
      aria-label={message('DASHBOARD.PLAN_DISTRIBUTION')}
    >
      <Title order={3} size="h5" mb="xs">
        {message('DASHBOARD.PLAN_DISTRIBUTION')}
      </Title>
      <Stack gap="xs">
        {shown.map((plan) => {
          const count = counts[plan] ?? 0;
          return (
            <div key={plan} data-testid={`plan-${plan}`}>
              <Group justify="space-between">
                <Text size="sm">
                  {message('DASHBOARD.PLAN_PRICE', {
                    plan: planName(plan),
                    precio: formatMoney(priceOf(prices, plan)),
                  })}
                </Text>
                <Text size="sm" fw={700}>
                  {count}
                </Text>
              </Group>
              <Progress value={total === 0 ? 0 : (100 * count) / total} size="sm" aria-hidden />
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}
