// The payment form (payment-form.tsx) for the screens that offer it behind a button or a dialog: its
// code — the request's checks with zod, the phone parser of the transfer's fields, the date picker —
// loads when the form first opens, not with the screen (issue 36: 55 kB gzipped off Ingreso and a
// profile on a phone).
import { Suspense, type ComponentProps } from 'react';
import { Loader } from '@mantine/core';
import { message } from '@gym/domain';
import { lazyNamed } from '../lib/lazy-named';
import type { PaymentForm as LoadedPaymentForm } from './payment-form';

/** The form itself, for a caller that puts its own Suspense around it (Ingreso's dialog focuses the amount once it shows). */
export const LazyPaymentForm = lazyNamed(() => import('./payment-form'), 'PaymentForm');

export function PaymentFormWhenOpened(props: ComponentProps<typeof LoadedPaymentForm>) {
  return (
    <Suspense fallback={<Loader size="sm" aria-label={message('SHELL.LOADING')} />}>
      <LazyPaymentForm {...props} />
    </Suspense>
  );
}
