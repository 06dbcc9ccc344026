// 'Productos' (R40): the products sold at the desk with their price and stock, those at or under
// their threshold marked; an Administrador creates, edits, archives and records arrivals and
// adjustments, Recepción sees the stock only. 'Vender' opens the sale form.
import { useEffect, useEffectEvent, useState } from 'react';
import { Badge, Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router-dom';
import { may, message, type ProductView } from '@gym/domain';
import { DataTable, type Column } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { Money } from '../../components/money';
import { PageHeader } from '../../components/page-header';
import { send } from '../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../lib/notify';
import { useSessionStore } from '../../stores/session-store';
import { ProductDialog } from './components/product-dialog';
import { StockDialog } from './components/stock-dialog';
import { useProductsStore } from './products-store';

interface Actions {
  readonly onEdit: (product: ProductView) => void;
  readonly onStock: (product: ProductView) => void;
  readonly onArchive: (product: ProductView) => void;
}

function StockCell({ product }: { readonly product: ProductView }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text span fw={product.lowStock ? 700 : undefined} c={product.lowStock ? 'red.8' : undefined}>
        {product.stock}
      </Text>
      {product.lowStock && (
        <Badge color="red" variant="light" size="sm">
          {message('PRODUCTS.LOW_STOCK_BADGE')}
        </Badge>
      )}
      {!product.active && (
        <Badge color="gray" variant="light" size="sm">
          {message('PRODUCTS.ARCHIVED_BADGE')}
        </Badge>
      )}
    </Group>
  );
}

function columns(actions: Actions | null): readonly Column<ProductView>[] {
  const shown: Column<ProductView>[] = [
    { key: 'name', header: message('COLUMN.PRODUCT'), render: (row) => row.name },
    { key: 'price', header: message('COLUMN.PRICE'), align: 'right', render: (row) => <Money amount={row.price} /> },
    { key: 'stock', header: message('COLUMN.STOCK'), render: (row) => <StockCell product={row} /> },
    { key: 'threshold', header: message('COLUMN.LOW_STOCK_THRESHOLD'), render: (row) => row.lowStockThreshold },
  ];
  if (actions === null) return shown;
  return [
    ...shown,
    {
      key: 'actions',
      header: '',
      render: (row) =>
        row.active ? (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-sm" variant="light" onClick={() => actions.onStock(row)}>
              {message('PRODUCTS.STOCK')}
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => actions.onEdit(row)}>
              {message('PRODUCTS.EDIT')}
            </Button>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => actions.onArchive(row)}>
              {message('PRODUCTS.ARCHIVE')}
            </Button>
          </Group>
        ) : null,
    },
  ];
}

function confirmArchive(product: ProductView, onDone: () => void): void {
  modals.openConfirmModal({
    title: message('PRODUCTS.ARCHIVE'),
    children: <Text size="sm">{message('PRODUCTS.ARCHIVE_CONFIRM', { producto: product.name })}</Text>,
    labels: { confirm: message('PRODUCTS.ARCHIVE'), cancel: message('COMMON.CANCEL') },
    confirmProps: { color: 'red' },
    onConfirm: () => {
      send('archiveProduct', { params: { id: product.productId }, body: {}, fallback: 'PRODUCT.ARCHIVE_FAILED' })
        .then(() => {
          notifySuccess(message('PRODUCTS.SAVED'));
          onDone();
        })
        .catch((error: unknown) => notifyFailure(error, 'PRODUCT.ARCHIVE_FAILED'));
    },
  });
}

export function ProductsScreen() {
  const role = useSessionStore((state) => state.account?.role);
  const manages = may(role, 'products.manage');
  const { params, data, status, error, load, reload } = useProductsStore();
  const [editing, setEditing] = useState<ProductView | 'new' | null>(null);
  const [stocking, setStocking] = useState<ProductView | null>(null);
  const filter = params ?? 'active';

  const open = useEffectEvent(() => void load(filter));
  useEffect(() => {
    open();
  }, []);

  const actions: Actions | null = manages
    ? { onEdit: setEditing, onStock: setStocking, onArchive: (product) => confirmArchive(product, () => void reload()) }
    : null;

  return (
    <>
      <PageHeader
        title={message('NAV.PRODUCTS')}
        description={message(manages ? 'PRODUCTS.DESCRIPTION' : 'PRODUCTS.READ_ONLY')}
        actions={
          <>
            <Button component={Link} to="/sell" variant="light">
              {message('SALES.SELL')}
            </Button>
            {manages && <Button onClick={() => setEditing('new')}>{message('PRODUCTS.NEW')}</Button>}
          </>
        }
      />
      <Checkbox
        mb="sm"
        label={message('PRODUCTS.SHOW_ARCHIVED')}
        checked={filter === 'all'}
        onChange={(event) => void load(event.currentTarget.checked ? 'all' : 'active')}
      />
      {status === 'error' && error && <LoadError text={error.message} onRetry={() => void reload()} />}
      {data === null ? (
        status === 'loading' && <LoadingScreen />
      ) : (
        <Paper withBorder p={{ base: 'xs', sm: 'md' }} data-testid="products" aria-busy={status === 'loading'}>
          {data.items.length === 0 ? (
            <EmptyState text={message('PRODUCTS.EMPTY')} />
          ) : (
            <DataTable
              label={message('NAV.PRODUCTS')}
              columns={columns(actions)}
              rows={data.items}
              rowKey={(row) => row.productId}
              rowTestId="product-row"
              minWidth={manages ? 720 : 420}
            />
          )}
        </Paper>
      )}
      <ProductDialog
        product={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void reload();
        }}
      />
      <StockDialog
        product={stocking}
        onClose={() => setStocking(null)}
        onSaved={() => {
          setStocking(null);
          void reload();
        }}
      />
    </>
  );
}
