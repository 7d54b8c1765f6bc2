import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { BillSheet } from '@/features/orders/bill-sheet';
import { Invoice } from '@/features/orders/invoice';
import { downloadInvoicePdf, useGetVendorInvoiceQuery } from '@/features/orders/invoice-api';
import { VENDOR_TEXT } from './vendor-order-status';

/**
 * /vendor/orders/billing?order={orderId}: the printable tax invoice of the order the link names,
 * without the admin chrome, loaded from the server (a reload or a bookmark shows it). No order
 * in the link, or one that is not a placed order: the spec's alert 'something Wrong', then
 * back to My Orders.
 */
export function VendorBillingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = params.get('order');
  const { data: invoice, isError } = useGetVendorInvoiceQuery(orderId ?? '', { skip: !orderId });
  const warned = useRef(false);
  const missing = !orderId || isError;

  useEffect(() => {
    if (!missing || warned.current) return;
    warned.current = true;
    window.alert(VENDOR_TEXT.billMismatch);
    navigate('/vendor/orders', { replace: true });
  }, [missing, navigate]);

  if (missing) return null;
  if (!invoice) return <PageLoading />;
  return (
    <BillSheet
      back={{ to: '/vendor/orders', label: 'Back to My Orders' }}
      onDownload={() => downloadInvoicePdf('vendor', { orderId: invoice.orderId })}
    >
      <Invoice invoice={invoice} title="Bill" />
    </BillSheet>
  );
}
