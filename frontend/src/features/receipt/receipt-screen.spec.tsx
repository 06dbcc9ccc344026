// A payment's receipt (issue 10): everything the paper says, 'Imprimir', and an unknown receipt.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { errorBody, installFakeFetch } from '../../testing/fake-fetch';
import { aReceipt } from '../../testing/api-builders';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ReceiptScreen } from './receipt-screen';

function showReceipt(paymentId = 'p-1') {
  renderWithProviders(
    <Routes>
      <Route path="/receipts/:paymentId" element={<ReceiptScreen />} />
    </Routes>,
    { path: `/receipts/${paymentId}` },
  );
}

describe('ReceiptScreen', () => {
  it('shows the gym, number, member with cédula, amount in numbers and words, concept, method, expiry, debt and staff', async () => {
    installFakeFetch({ 'GET /api/receipts/p-1': { status: 200, body: aReceipt() } });
    showReceipt();
    const receipt = await screen.findByTestId('receipt');
    expect(receipt).toHaveTextContent('Gimnasio Titanes');
    expect(screen.getByTestId('receipt-number')).toHaveTextContent('Recibo N.º R-000042');
    expect(receipt).toHaveTextContent('Fecha: 10/03/2026');
    expect(screen.getByTestId('receipt-member')).toHaveTextContent('Ana Gómez · C.C. 1.023.456.789');
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent(/\$\s80\.000/);
    expect(screen.getByTestId('receipt-words')).toHaveTextContent('Son: ochenta mil pesos');
    expect(screen.getByTestId('receipt-concept')).toHaveTextContent('Pago adicional · plan Mensualidad');
    expect(screen.getByTestId('receipt-method')).toHaveTextContent('Transferencia · Ref. TRX-77');
    expect(screen.getByTestId('receipt-expiry')).toHaveTextContent('Nuevo vencimiento01/04/2026');
    expect(screen.getByTestId('receipt-debt')).toHaveTextContent(/\$\s0/);
    expect(screen.getByTestId('receipt-staff')).toHaveTextContent('Laura Recepción');
  });

  it('R38: opened on its own (no catalogue loaded), a gym plan is named as the server names it', async () => {
    installFakeFetch({
      'GET /api/receipts/p-1': { status: 200, body: aReceipt({ plan: 'p-semestral', planName: 'Semestral' }) },
    });
    showReceipt();
    expect(await screen.findByTestId('receipt-concept')).toHaveTextContent('Pago adicional · plan Semestral');
  });

  it("a Tiquetera not started reads 'N/A (Tiquetera)'; no cédula, none shown; an old payment 'Sin especificar'", async () => {
    installFakeFetch({
      'GET /api/receipts/p-1': {
        status: 200,
        body: aReceipt({ plan: 'ticket_book', expiresOn: null, cedula: null, method: 'unspecified', reference: null }),
      },
    });
    showReceipt();
    expect(await screen.findByTestId('receipt-expiry')).toHaveTextContent('N/A (Tiquetera)');
    expect(screen.getByTestId('receipt-member')).toHaveTextContent(/^Recibimos deAna Gómez$/);
    expect(screen.getByTestId('receipt-method')).toHaveTextContent('Sin especificar');
  });

  it("issue 41: a debt paid after the expiry says 'Vencida el …', not a past 'Nuevo vencimiento'", async () => {
    installFakeFetch({
      'GET /api/receipts/p-1': {
        status: 200,
        body: aReceipt({
          paymentType: 'installment',
          paidOn: '2026-11-20',
          expiresOn: '2026-10-30',
          expiryChanged: false,
        }),
      },
    });
    showReceipt();
    const expiry = await screen.findByTestId('receipt-expiry');
    expect(expiry).toHaveTextContent(/^VencimientoVencida el 30\/10\/2026$/);
    expect(screen.getByTestId('receipt')).not.toHaveTextContent('Nuevo vencimiento');
  });

  it('issue 41: a payment that moved no expiry of a running membership shows it, not as new', async () => {
    installFakeFetch({
      'GET /api/receipts/p-1': { status: 200, body: aReceipt({ paymentType: 'installment', expiryChanged: false }) },
    });
    showReceipt();
    expect(await screen.findByTestId('receipt-expiry')).toHaveTextContent(/^Vencimiento01\/04\/2026$/);
  });

  it("'Imprimir' prints it", async () => {
    installFakeFetch({ 'GET /api/receipts/p-1': { status: 200, body: aReceipt() } });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    showReceipt();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it("an unknown receipt says 'Recibo no encontrado.'", async () => {
    installFakeFetch({
      'GET /api/receipts/nope': { status: 404, body: errorBody(404, 'RECEIPT.NOT_FOUND', 'Recibo no encontrado.') },
    });
    showReceipt('nope');
    expect(await screen.findByText('Recibo no encontrado.')).toBeInTheDocument();
  });

  it("R29: a voided payment's receipt says 'ANULADO', with who voided it, when and why", async () => {
    installFakeFetch({
      'GET /api/receipts/p-1': {
        status: 200,
        body: aReceipt({
          voided: {
            voidedOn: '2026-03-11',
            voidedAt: '2026-03-11T15:00:00.000Z',
            reason: 'Pago registrado dos veces',
            staffName: 'Marta Dueña',
          },
        }),
      },
    });
    showReceipt();
    expect(await screen.findByTestId('receipt-voided')).toHaveTextContent(
      'ANULADOAnulado el 11/03/2026 por Marta Dueña. Motivo: Pago registrado dos veces',
    );
    // Already voided: no 'Anular pago' again.
    expect(screen.queryByRole('button', { name: /Anular/ })).not.toBeInTheDocument();
  });
});
