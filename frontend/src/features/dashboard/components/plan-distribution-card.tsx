// How many members hold each plan: Quincena, Mensualidad, Tiquetera with today's price (R24), and a bar of their share.
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { formatMoney, message, PLAN_CODES, planLabel, type DashboardView } from '@gym/domain';
import { usePlanPrices } from '../../../stores/plan-prices-store';

export function PlanDistributionCard({ view }: { readonly view: DashboardView }) {
  const total = PLAN_CODES.reduce((sum, plan) => sum + view.planDistribution[plan], 0);
  const prices = usePlanPrices();
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
        {PLAN_CODES.map((plan) => {
          const count = view.planDistribution[plan];
          return (
            <div key={plan} data-testid={`plan-${plan}`}>
              <Group justify="space-between">
                <Text size="sm">
                  {message('DASHBOARD.PLAN_PRICE', {
                    plan: planLabel(plan),
                    precio: formatMoney(prices[plan]),
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
