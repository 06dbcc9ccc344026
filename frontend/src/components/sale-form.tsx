// 'Vender' (R40): the products found by words as they are typed (R35, on the gym's few active
// products, read once), their quantities, the method, optionally the member, which turno the money
// goes into (R41) and, once sold, the receipt. Enter in the search adds the first product found and
// clears the search for the next one, so two waters and a bar are 'agua' Enter, '+', 'barra' Enter,
// 'Cobrar': four presses after the search. Opened from the menu ('Vender') and from Ingreso.
import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import {
  formatDate,
  formatMoney,
  message,
  PAYMENT_METHODS,
  searchKeysOf,
  searchWordsOf,
  type PaymentMethod,
  type ProductView,
  type SaleReceiptView,
} from '@gym/domain';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { send } from '../lib/api-client';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { Money } from './money';
import { paymentMethodOptions } from './payment-method-fields';
import { PaymentMethodText } from './payment-method-text';
import { TurnoNotice } from './turno-notice';

interface SaleLine {
  readonly product: ProductView;
  readonly quantity: number;
}

interface ChosenMember {
  readonly id: string;
  readonly name: string;
}

/** R35: every typed word begins a word of the product's name, accents and case aside. */
export function productsMatching(products: readonly ProductView[], text: string): ProductView[] {
  const words = searchWordsOf(text);
  if (words.length === 0) return [];
  return products.filter((product) => {
    const keys = searchKeysOf(product.name);
    return words.every((word) => keys.some((key) => key.startsWith(word)));
  });
}

const isMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value);

function useActiveProducts(): readonly ProductView[] {
  const [products, setProducts] = useState<readonly ProductView[]>([]);
  useEffect(() => {
    let live = true;
    send('listProducts', { query: { status: 'active' }, fallback: 'SERVER.ERROR' })
      .then((list) => live && setProducts(list.items))
      .catch((error: unknown) => notifyFailure(error, 'SERVER.ERROR'));
    return () => {
      live = false;
    };
  }, []);
  return products;
}

function MemberPicker({
  member,
  onChange,
}: {
  readonly member: ChosenMember | null;
  readonly onChange: (member: ChosenMember | null) => void;
}) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<{ readonly search: string; readonly items: readonly ChosenMember[] }>({
    search: '',
    items: [],
  });
  const search = text.trim();
  useEffect(() => {
    if (search.length < 2) return;
    const timer = setTimeout(() => {
      send('listMembers', { query: { search, page: 1, pageSize: 5 }, fallback: 'SERVER.ERROR' })
        .then((page) => setFound({ search, items: page.items.map((item) => ({ id: item.id, name: item.name })) }))
        .catch(() => setFound({ search, items: [] }));
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  const shown = search.length >= 2 && found.search === search ? found.items : [];
  if (member !== null) {
    return (
      <Group gap="xs">
        <Text size="sm">{message('SALES.MEMBER_CHOSEN', { nombre: member.name })}</Text>
        <Button size="compact-sm" variant="subtle" onClick={() => onChange(null)}>
          {message('SALES.MEMBER_CLEAR')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap={4}>
      <TextInput
        type="search"
        label={message('SALES.MEMBER_OPTIONAL')}
        description={message('SALES.MEMBER_SEARCH_HINT')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autoComplete="off"
      />
      {shown.map((item) => (
        <Button
          key={item.id}
          variant="light"
          size="compact-sm"
          justify="start"
          onClick={() => {
            onChange(item);
            setText('');
          }}
        >
          {item.name}
        </Button>
      ))}
    </Stack>
  );
}

function SaleReceipt({ receipt, onNew }: { readonly receipt: SaleReceiptView; readonly onNew: () => void }) {
  return (
    <Paper withBorder p="sm" data-testid="sale-receipt">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {message('RECEIPT.SALE_TITLE')} {receipt.receiptNumber}
        </Title>
        <Text size="sm">
          {receipt.gym.printedName} · {formatDate(receipt.soldOn)}
        </Text>
        {receipt.lines.map((line) => (
          <Group key={line.productId} justify="space-between" wrap="nowrap">
            <Text size="sm">{message('SALES.LINE', { cantidad: line.quantity, producto: line.name })}</Text>
            <Money amount={line.amount} />
          </Group>
        ))}
        <Text fw={700}>{message('SALES.TOTAL', { monto: formatMoney(receipt.total) })}</Text>
        <Text size="sm">{message('SALES.TOTAL_IN_WORDS', { letras: receipt.totalInWords })}</Text>
        <Text size="sm">
          <PaymentMethodText payment={receipt} />
        </Text>
        {receipt.memberName !== null && (
          <Text size="sm">{message('SALES.SOLD_TO', { nombre: receipt.memberName })}</Text>
        )}
        <Text size="sm" c="dimmed">
          {message('SALES.SOLD_BY', { quien: receipt.staffName })}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={() => window.print()}>
            {message('SALES.PRINT')}
          </Button>
          <Button onClick={onNew} data-autofocus>
            {message('SALES.NEW_SALE')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function SaleForm({ onSold }: { readonly onSold?: () => void }) {
  const products = useActiveProducts();
  const [search, setSearch] = useState('');
  const [lines, setLines] = useState<readonly SaleLine[]>([]);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [member, setMember] = useState<ChosenMember | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [receipt, setReceipt] = useState<SaleReceiptView | null>(null);
  const idempotency = useIdempotencyKey();
  const found = useMemo(() => productsMatching(products, search).slice(0, 6), [products, search]);
  const total = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);

  const add = (product: ProductView, by = 1) =>
    setLines((current) => {
      const index = current.findIndex((line) => line.product.productId === product.productId);
      if (index === -1) return by > 0 ? [...current, { product, quantity: by }] : current;
      return current
        .map((line, at) => (at === index ? { ...line, quantity: line.quantity + by } : line))
        .filter((line) => line.quantity > 0);
    });

  /** Added from the search: the search is cleared for the next product. */
  const addFound = (product: ProductView) => {
    add(product);
    setSearch('');
  };

  const reset = () => {
    setLines([]);
    setSearch('');
    setReference('');
    setMember(null);
    setMethod('cash');
    setReceipt(null);
  };

  const sell = async () => {
    if (lines.length === 0) {
      notifyFailure(new Error(message('SALE.NO_LINES')), 'SALE.NO_LINES');
      return;
    }
    const body = {
      lines: lines.map((line) => ({ productId: line.product.productId, quantity: line.quantity })),
      method,
      reference: method === 'cash' || reference.trim() === '' ? null : reference.trim(),
      memberId: member?.id ?? null,
    };
    setSubmitting(true);
    try {
      const sold = await send('recordSale', {
        body,
        idempotencyKey: idempotency.keyFor(body),
        fallback: 'SALE.RECORD_FAILED',
      });
      idempotency.done();
      const printed = await send('getSaleReceipt', { params: { id: sold.saleId }, fallback: 'SERVER.ERROR' });
      notifySuccess(message('SALES.RECORDED', { recibo: printed.receiptNumber }));
      setReceipt(printed);
      onSold?.();
    } catch (error) {
      notifyFailure(error, 'SALE.RECORD_FAILED');
    } finally {
      setSubmitting(false);
    }
  };

  if (receipt !== null) return <SaleReceipt receipt={receipt} onNew={reset} />;

  return (
    <Stack gap="sm" data-testid="sale-form">
      {/* R41: which turno the money goes into, before anything is typed. */}
      <TurnoNotice />
      <TextInput
        type="search"
        label={message('SALES.SEARCH')}
        description={message('SALES.SEARCH_HINT')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        onKeyDown={(event) => {
          const first = found.at(0);
          if (event.key === 'Enter' && first !== undefined) {
            event.preventDefault();
            addFound(first);
          }
        }}
        autoComplete="off"
        data-autofocus
        data-testid="sale-search"
      />
      {search.trim() !== '' && found.length === 0 && (
        <Text size="sm" c="dimmed">
          {message('SALES.NO_PRODUCTS')}
        </Text>
      )}
      {found.length > 0 && (
        <Stack gap={4} aria-label={message('SALES.RESULTS_LABEL')} role="group">
          {found.map((product) => (
            <Group key={product.productId} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ minWidth: 0 }}>
                {product.name} · <Money amount={product.price} />{' '}
                <Text span size="xs" c="dimmed">
                  {message('SALES.IN_STOCK', { n: product.stock })}
                </Text>
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => addFound(product)}
                aria-label={`${message('SALES.ADD')} ${product.name}`}
              >
                {message('SALES.ADD')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <Paper withBorder p="xs" aria-label={message('SALES.LINES_LABEL')} data-testid="sale-lines">
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {message('SALES.LINES_EMPTY')}
          </Text>
        ) : (
          <Table>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.product.productId} data-testid="sale-line">
                  <Table.Td>{line.product.name}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="default"
                        size="sm"
                        onClick={() => add(line.product, -1)}
                        aria-label={message('SALES.LESS', { producto: line.product.name })}
                      >
                        −
                      </ActionIcon>
                      <Text size="sm" aria-label={message('SALES.QUANTITY')}>
                        {line.quantity}
                      </Text>
                      <ActionIcon
                        variant="default"
                        size="sm"
                        onClick={() => add(line.product)}
                        aria-label={message('SALES.MORE', { producto: line.product.name })}
                      >
                        +
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money amount={line.product.price * line.quantity} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <Text fw={700} data-testid="sale-total">
        {message('SALES.TOTAL', { monto: formatMoney(total) })}
      </Text>
      <NativeSelect
        label={message('PAYMENT.METHOD')}
        data={paymentMethodOptions}
        value={method}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isMethod(value)) setMethod(value);
        }}
      />
      {method !== 'cash' && (
        <TextInput
          label={message('PAYMENT.REFERENCE')}
          placeholder={message('PAYMENT.REFERENCE_HINT')}
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
          autoComplete="off"
        />
      )}
      <MemberPicker member={member} onChange={setMember} />
      <Button onClick={() => void sell()} loading={submitting} disabled={lines.length === 0} size="md">
        {message('SALES.CONFIRM', { monto: formatMoney(total) })}
      </Button>
    </Stack>
  );
}
