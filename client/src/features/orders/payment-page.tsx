import { Navigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { Price } from '@/components/price';
import { selectCurrentOrder } from './orders-slice';

/** /payment/{orderId}: returns to / when there is no current order (spec §2). */
export function PaymentPage() {
  const order = useAppSelector(selectCurrentOrder);
  if (!order) return <Navigate to="/" replace />;
  return (
    <div className="container page">
      <PageHeader title="Address & Payment" description={`Order ${order.orderId}`} />
      <Card>
        <p>Amount to pay</p>
        <Price price={order.amount} size="lg" />
      </Card>
    </div>
  );
}
