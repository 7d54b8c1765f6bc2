import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@test/render';
import { fakeHttp } from '@test/fake-http';
import type { TaxInvoice } from '@contracts/invoices';
import { anInvoice } from './invoice-fixtures';
import { shopper } from './order-fixtures';

const INVOICE = 'POST /api/user/order/156/invoice';

function billFor(path: string, invoice: TaxInvoice | null) {
  const network = fakeHttp({
    [INVOICE]: invoice ? [200, { invoice }] : [404, { error: 'Order Not Found' }],
  });
  renderRoute(path, {
    preloadedState: {
      session: { user: shopper, admin: null },
      orders: { currentOrder: null, currentInvoice: null, vendorInvoice: null },
    },
  });
  return network;
}

describe('BillPage', () => {
  it('when the link names a delivered order, then the tax invoice loads from the server (so a reload works) with HSN, taxable value, CGST and SGST', async () => {
    const network = billFor('/orders/bill?order=A-2', anInvoice());

    const table = await screen.findByRole('table', { name: 'Items billed' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '#ItemHSNQtyGSTTaxable valueCGSTSGSTAmount',
      '1Leather Belt1 × ₹599.004203112%₹534.82₹32.09₹32.09₹599.00',
      'Total₹534.82₹32.09₹32.09₹599.00',
    ]);
    expect(JSON.parse(network.requests[0]!.data as string)).toEqual({
      userId: shopper.id,
      orderId: 'A-2',
    });
    expect(screen.getByRole('heading', { name: 'Invoice' })).toBeInTheDocument();
    expect(screen.getAllByText('VS/2026-27/000123').length).toBeGreaterThan(0);
    expect(screen.getByText('GSTIN 27AAPFU0939F1ZV')).toBeInTheDocument();
    expect(screen.getAllByText('Maharashtra (27)').length).toBeGreaterThan(0);
    expect(screen.getByText('pay_test_123')).toBeInTheDocument();
  });

  it('when the buyer is in another state, then the invoice shows IGST instead of CGST and SGST', async () => {
    billFor(
      '/orders/bill?order=A-2',
      anInvoice({
        intraState: false,
        placeOfSupply: { code: '29', name: 'Karnataka' },
        lines: [{ ...anInvoice().lines[0]!, cgst: 0, sgst: 0, igst: 64.18 }],
        totals: { taxableValue: 534.82, cgst: 0, sgst: 0, igst: 64.18, tax: 64.18, amount: 599 },
      }),
    );
    const table = await screen.findByRole('table', { name: 'Items billed' });
    expect(within(table).getAllByRole('row')[0]!.textContent).toBe(
      '#ItemHSNQtyGSTTaxable valueIGSTAmount',
    );
    expect(screen.getByText('Karnataka (29)')).toBeInTheDocument();
  });

  it('when Print is pressed, then the browser prints', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    billFor('/orders/bill?order=A-2', anInvoice());
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('when Download PDF is pressed, then the server’s PDF is fetched for this order', async () => {
    const network = fakeHttp({
      [INVOICE]: [200, { invoice: anInvoice() }],
      [`${INVOICE}/pdf`]: [200, new Blob(['%PDF-'])],
    });
    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute('/orders/bill?order=A-2', {
      preloadedState: {
        session: { user: shopper, admin: null },
        orders: { currentOrder: null, currentInvoice: null, vendorInvoice: null },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await screen.findByRole('button', { name: 'Download PDF' });
    expect(click).toHaveBeenCalled();
    const pdf = network.requests.find((r) => r.url?.endsWith('/invoice/pdf'))!;
    expect(pdf.responseType).toBe('blob');
    expect(JSON.parse(pdf.data as string)).toEqual({ userId: shopper.id, orderId: 'A-2' });
  });

  it('when the order is not delivered, then there is no bill and a link back to orders', async () => {
    billFor('/orders/bill?order=A-2', anInvoice({ orderStatus: 3 }));
    expect(await screen.findByText('This order has no bill yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('when no order is named, then it says so', async () => {
    billFor('/orders/bill', null);
    expect(await screen.findByText('No bill selected')).toBeInTheDocument();
  });

  it('when the linked order is not the shopper’s, then the bill is not found', async () => {
    billFor('/orders/bill?order=B-9', null);
    expect(await screen.findByText('Bill not found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
