// R40: the products at or under their low-stock threshold, on the Administrador's dashboard, each
// with its units and its threshold; none, no card.
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { message, type DashboardView } from '@gym/domain';

export function LowStockCard({ view }: { readonly view: DashboardView }) {
  const { lowStock } = view;
  if (lowStock === null || lowStock.length === 0) return null;
  return (
    <Paper withBorder p="md" data-testid="low-stock" role="group" aria-label={message('DASHBOARD.LOW_STOCK')}>
      <Title order={3} size="h5" mb="xs">
        <Anchor component={Link} to="/products" inherit>
          {message('DASHBOARD.LOW_STOCK')}
        </Anchor>
      </Title>
      <Stack gap={4}>
        {lowStock.map((product) => (
          <Group key={product.productId} justify="space-between" wrap="nowrap" data-testid="low-stock-product">
            <Text size="sm">{product.name}</Text>
            <Text size="sm" c="red.8" fw={600}>
              {message('DASHBOARD.LOW_STOCK_LINE', { n: product.stock, minimo: product.lowStockThreshold })}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
