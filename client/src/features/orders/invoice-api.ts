import type { TaxInvoice, TaxInvoiceResponse } from '@contracts/invoices';
import { api } from '@/app/api';
import { SEG } from '@/lib/api-paths';
import { customerToken, vendorToken } from '@/lib/cookies';

const CUSTOMER = `/api/user/order/${SEG}/invoice`;
const VENDOR = `/api/vendor/order/${SEG}/invoice`;

/** The tax invoice of a placed order, for its shopper and for the shop owner. */
export const invoiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomerInvoice: build.query<TaxInvoice, { userId: string; orderId: string }>({
      query: (body) => ({ url: CUSTOMER, method: 'POST', body }),
      transformResponse: (response: TaxInvoiceResponse) => response.invoice,
      providesTags: ['Orders'],
    }),
    getVendorInvoice: build.query<TaxInvoice, string>({
      query: (orderId) => ({ url: VENDOR, method: 'POST', body: { orderId }, auth: 'vendor' }),
      transformResponse: (response: TaxInvoiceResponse) => response.invoice,
      providesTags: ['VendorOrders'],
    }),
  }),
});

export const { useGetCustomerInvoiceQuery, useGetVendorInvoiceQuery } = invoiceApi;

/**
 * Downloads the invoice's PDF (made on the server) under the server's file name. `side` says
 * whose token the request carries.
 */
export async function downloadInvoicePdf(
  side: 'customer' | 'vendor',
  body: { orderId: string; userId?: string },
): Promise<void> {
  const { http } = await import('@/app/http');
  const token = side === 'vendor' ? vendorToken.get() : customerToken.get();
  const response = await http.post<Blob>(`${side === 'vendor' ? VENDOR : CUSTOMER}/pdf`, body, {
    responseType: 'blob',
    headers: token ? { Authorization: `barear ${token}` } : undefined,
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `invoice-${body.orderId}.pdf`;
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
