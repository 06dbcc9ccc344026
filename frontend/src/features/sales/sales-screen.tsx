// 'Vender' from the menu (R40): the desk's sale form on a page of its own (Ingreso opens the same
// form in a dialog).
import { Paper } from '@mantine/core';
import { message } from '@gym/domain';
import { PageHeader } from '../../components/page-header';
import { SaleForm } from '../../components/sale-form';

export function SalesScreen() {
  return (
    <>
      <PageHeader title={message('NAV.SELL')} />
      <Paper withBorder p={{ base: 'xs', sm: 'md' }} maw={640}>
        <SaleForm />
      </Paper>
    </>
  );
}
