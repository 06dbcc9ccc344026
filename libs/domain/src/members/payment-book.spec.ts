// The payment book a member's state keeps for voids (R29): found by id, replaced by id, and
// adding one leaves every other bucket as it was (shared, not copied), which keeps a fold linear.
import { emptyPaymentBook, findPayment, withPayment, type PaymentBook } from './payment-book.js';

const payment = (amount: number) => ({ amount, method: 'cash' as const, paidOn: '2026-03-01', voidedOn: null });

describe('payment book', () => {
  it('finds every payment added, and the latest entry of an id', () => {
    let book: PaymentBook = emptyPaymentBook;
    for (let index = 0; index < 500; index += 1) book = withPayment(book, `payment-${index}`, payment(index));
    book = withPayment(book, 'payment-7', { ...payment(7), voidedOn: '2026-03-05' });
    expect(findPayment(book, 'payment-499')).toEqual(payment(499));
    expect(findPayment(book, 'payment-7')).toEqual({ ...payment(7), voidedOn: '2026-03-05' });
    expect(findPayment(book, 'payment-500')).toBeUndefined();
  });

  it('adding a payment shares every bucket it does not touch with the book before', () => {
    let before: PaymentBook = emptyPaymentBook;
    for (let index = 0; index < 500; index += 1) before = withPayment(before, `payment-${index}`, payment(index));
    const after = withPayment(before, 'payment-new', payment(1));
    const changed = Object.keys(after).filter((bucket) => after[bucket] !== before[bucket]);
    expect(changed).toHaveLength(1);
    expect(Object.keys(before).length).toBeGreaterThan(32);
  });
});
