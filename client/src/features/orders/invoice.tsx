import type { StateRef, TaxInvoice } from '@contracts/invoices';
import { Logo } from '@/components/logo';
import { getShopName } from '@/lib/shop-name';
import { ORDER_STATUS_LABELS, PAYMENT_LABELS } from './order-status';
import type { OrderStatus } from '@contracts/orders';
import styles from './invoice.module.css';

const money = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees with paise, as invoices show them: "₹1,299.00". */
export const invoiceMoney = (rupees: number) => money.format(rupees);

const stateText = (state: StateRef | null) => (state ? `${state.name} (${state.code})` : '—');

export interface InvoiceProps {
  invoice: TaxInvoice;
  /** "Invoice" for the shopper, "Bill" for the shop owner's copy. */
  title: string;
}

/**
 * The printable GST tax invoice: seller and buyer, place of supply, one row per line with HSN,
 * rate, amount (tax included), taxable value and CGST+SGST or IGST, and totals equal to the
 * amount charged (the server computes every number; see gst-tax.ts for the rounding rule).
 */
export function Invoice({ invoice, title }: InvoiceProps) {
  const shopName = getShopName();
  const { seller, buyer, totals, intraState } = invoice;
  const taxColumns = intraState ? ['CGST', 'SGST'] : ['IGST'];
  return (
    <article className={styles.invoice} aria-labelledby="invoice-title">
      <header className={styles.top}>
        <Logo name={shopName} />
        <div className={styles.titleBlock}>
          <h1 id="invoice-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.kind}>Tax invoice</p>
          <p className={styles.number}>{invoice.invoiceNumber ?? `# ${invoice.orderId}`}</p>
        </div>
      </header>

      <section className={styles.parties}>
        <div>
          <h2 className={styles.caption}>Sold by</h2>
          <p className={styles.party}>{seller.legalName || shopName}</p>
          {seller.address && <p className={styles.address}>{seller.address}</p>}
          <p className={styles.address}>State {stateText(seller.state)}</p>
          <p className={styles.address}>GSTIN {seller.gstin || '—'}</p>
        </div>
        <div>
          <h2 className={styles.caption}>Billed to</h2>
          <p className={styles.party}>{buyer.name}</p>
          <p className={styles.address}>{buyer.address}</p>
          {buyer.state && <p className={styles.address}>State {stateText(buyer.state)}</p>}
          {buyer.phone && <p className={styles.address}>Phone +91 {buyer.phone}</p>}
        </div>
      </section>

      <dl className={styles.facts}>
        <div>
          <dt>Invoice no.</dt>
          <dd>{invoice.invoiceNumber ?? '—'}</dd>
        </div>
        <div>
          <dt>Invoice date</dt>
          <dd>{invoice.invoiceDate}</dd>
        </div>
        <div>
          <dt>Order ID</dt>
          <dd>{invoice.orderId}</dd>
        </div>
        <div>
          <dt>Place of supply</dt>
          <dd>
            {stateText(invoice.placeOfSupply)}
            {invoice.placeOfSupplyAssumed && (
              <span className={styles.muted}> (no state in the address: the shop’s state)</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{ORDER_STATUS_LABELS[invoice.orderStatus as OrderStatus] ?? '—'}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{invoice.paymentType ? PAYMENT_LABELS[invoice.paymentType] : '—'}</dd>
        </div>
        <div>
          <dt>Transaction ID</dt>
          <dd className={styles.mono}>{invoice.transactionId || '—'}</dd>
        </div>
        {invoice.creditNote && (
          <div>
            <dt>Credit note</dt>
            <dd>
              {invoice.creditNote.number}, {invoice.creditNote.date}
            </dd>
          </div>
        )}
      </dl>

      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <div className={styles.tableWrap} role="region" aria-label="Items billed" tabIndex={0}>
        <table className={styles.table}>
          <caption className="sr-only">Items billed</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.index}>
                #
              </th>
              <th scope="col">Item</th>
              <th scope="col">HSN</th>
              <th scope="col" className={styles.num}>
                Qty
              </th>
              <th scope="col" className={styles.num}>
                GST
              </th>
              <th scope="col" className={styles.num}>
                Taxable value
              </th>
              {taxColumns.map((name) => (
                <th key={name} scope="col" className={styles.num}>
                  {name}
                </th>
              ))}
              <th scope="col" className={styles.num}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index}>
                <td className={styles.index}>{index + 1}</td>
                <td>
                  <span className={styles.itemName}>{line.name}</span>
                  {line.variant && <span className={styles.itemVariant}>{line.variant}</span>}
                  <span className={styles.itemVariant}>
                    {line.quantity} × {invoiceMoney(line.unitPrice)}
                  </span>
                </td>
                <td>{line.hsnCode || '—'}</td>
                <td className={styles.num}>{line.quantity}</td>
                <td className={styles.num}>{line.gstRate}%</td>
                <td className={styles.num}>{invoiceMoney(line.taxableValue)}</td>
                {intraState ? (
                  <>
                    <td className={styles.num}>{invoiceMoney(line.cgst)}</td>
                    <td className={styles.num}>{invoiceMoney(line.sgst)}</td>
                  </>
                ) : (
                  <td className={styles.num}>{invoiceMoney(line.igst)}</td>
                )}
                <td className={styles.num}>{invoiceMoney(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className={styles.totalRow}>
              <th scope="row" colSpan={5}>
                Total
              </th>
              <td className={styles.num}>{invoiceMoney(totals.taxableValue)}</td>
              {intraState ? (
                <>
                  <td className={styles.num}>{invoiceMoney(totals.cgst)}</td>
                  <td className={styles.num}>{invoiceMoney(totals.sgst)}</td>
                </>
              ) : (
                <td className={styles.num}>{invoiceMoney(totals.igst)}</td>
              )}
              <td className={styles.num}>{invoiceMoney(totals.amount)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={styles.taxNote}>
        Prices include GST ({invoiceMoney(totals.tax)} in this invoice). Delivery free.
      </p>

      <footer className={styles.thanks}>
        <p className={styles.thanksLine}>Thank you for shopping with {shopName}!</p>
        <p>We hope you love what you bought.</p>
      </footer>
    </article>
  );
}
