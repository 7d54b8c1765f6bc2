import type { Order } from '@contracts/orders';
import { Logo } from '@/components/logo';
import { variantText } from '@/features/cart/variant-text';
import { getShopName } from '@/lib/shop-name';
import { lineAmount, ORDER_STATUS_LABELS, PAYMENT_LABELS } from './order-status';
import styles from './invoice.module.css';

const money = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees with paise, as invoices show them: "₹1,299.00". */
export const invoiceMoney = (rupees: number) => money.format(rupees);

export interface InvoiceProps {
  order: Order;
  /** Who the bill is made out to. */
  billedTo: { name: string; phone?: string };
  /** "Invoice" for the shopper, "Bill" for the shop owner's copy. */
  title: string;
}

/**
 * The printable bill: the shop, the order's facts, the customer and address, one row per item
 * with quantity × unit price, and a total equal to the amount charged (DESIGN.md departure).
 */
export function Invoice({ order, billedTo, title }: InvoiceProps) {
  const shopName = getShopName();
  const { paymentType, paymentDetail } = order.orderPayment;
  const address = order.address;
  return (
    <article className={styles.invoice} aria-labelledby="invoice-title">
      <header className={styles.top}>
        <Logo name={shopName} />
        <div className={styles.titleBlock}>
          <h1 id="invoice-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.number}># {order.orderId}</p>
        </div>
      </header>

      <section className={styles.parties}>
        <div>
          <h2 className={styles.caption}>Billed to</h2>
          <p className={styles.party}>{billedTo.name}</p>
          {address ? (
            <address className={styles.address}>
              {address.address}
              <br />
              {address.nearby}
              <br />
              {address.city}, {address.district} district
              <br />
              PIN {address.pincode}
            </address>
          ) : (
            <p className={styles.address}>{order.orderAddress}</p>
          )}
          {billedTo.phone && <p className={styles.address}>Phone {billedTo.phone}</p>}
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>Order ID</dt>
            <dd>{order.orderId}</dd>
          </div>
          <div>
            <dt>Order date</dt>
            <dd>{order.orderTime[0]}</dd>
          </div>
          {order.orderTime[3] && (
            <div>
              <dt>Delivered</dt>
              <dd>{order.orderTime[3]}</dd>
            </div>
          )}
          <div>
            <dt>Status</dt>
            <dd>{ORDER_STATUS_LABELS[order.orderStatus]}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{paymentType ? PAYMENT_LABELS[paymentType] : '—'}</dd>
          </div>
          <div>
            <dt>Transaction ID</dt>
            <dd className={styles.mono}>{paymentDetail.TransitionId || '—'}</dd>
          </div>
        </dl>
      </section>

      <table className={styles.table}>
        <caption className="sr-only">Items billed</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.index}>
              #
            </th>
            <th scope="col">Item</th>
            <th scope="col" className={styles.num}>
              Qty
            </th>
            <th scope="col" className={styles.num}>
              Unit price
            </th>
            <th scope="col" className={styles.num}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={`${item.id ?? 'gone'}:${item.varient?._id ?? ''}:${index}`}>
              <td className={styles.index}>{index + 1}</td>
              <td>
                <span className={styles.itemName}>{item.name}</span>
                {item.varient && (
                  <span className={styles.itemVariant}>
                    {variantText(item.varient.varienteAttributes)}
                  </span>
                )}
              </td>
              <td className={styles.num}>{item.itemQty}</td>
              <td className={styles.num}>{invoiceMoney(item.unitPrice)}</td>
              <td className={styles.num}>
                {invoiceMoney(lineAmount(item.unitPrice, item.itemQty))}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totalRow}>
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td className={styles.num}>{invoiceMoney(order.orderAmount)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.taxNote}>Prices include all applicable taxes. Delivery free.</p>

      <footer className={styles.thanks}>
        <p className={styles.thanksLine}>Thank you for shopping with {shopName}!</p>
        <p>We hope you love what you bought.</p>
      </footer>
    </article>
  );
}
