import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { Invoice } from '@/features/orders/invoice';
import { selectVendorInvoice } from '@/features/orders/orders-slice';
import { BillSheet } from '@/features/orders/bill-sheet';
import { VENDOR_TEXT } from './vendor-order-status';

/**
 * /vendor/orders/billing?order={orderId}: the printable bill of the order chosen in My Orders,
 * without the admin chrome. No chosen order, or another one than the link names: the spec's
 * alert 'something Wrong', then back to My Orders.
 */
export function VendorBillingPage() {
  const chosen = useAppSelector(selectVendorInvoice);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const valid = chosen !== null && chosen.order.orderId === params.get('order');
  const warned = useRef(false);

  useEffect(() => {
    if (valid || warned.current) return;
    warned.current = true;
    window.alert(VENDOR_TEXT.billMismatch);
    navigate('/vendor/orders', { replace: true });
  }, [valid, navigate]);

  if (!valid) return null;
  const { order } = chosen;
  return (
    <BillSheet back={{ to: '/vendor/orders', label: 'Back to My Orders' }}>
      <Invoice
        order={order}
        billedTo={{
          name: order.customer?.name ?? 'Customer',
          phone: order.customer?.phone ? `+91 ${order.customer.phone}` : undefined,
        }}
        title="Bill"
      />
    </BillSheet>
  );
}
