import type { StateRef, TaxInvoice } from '../../contracts/invoices';

/** "Rs. 1,299.00": the PDF's standard fonts have no rupee sign. */
export function pdfMoney(rupees: number): string {
  return `Rs. ${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const stateText = (state: StateRef | null) => (state ? `${state.name} (${state.code})` : '-');
const PAYMENT = { 1: 'Cash on delivery', 2: 'Paid online' } as const;

/**
 * The tax invoice as an A4 PDF (pdfkit, standard Helvetica). `compress: false` keeps the text
 * readable in the file (tests read the numbers back). pdfkit loads with the first invoice: at
 * start it would add ~24 MB of resident memory to a shop that may never print one.
 */
export async function invoicePdf(
  invoice: TaxInvoice,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const PDFDocument = (await import('pdfkit')).default;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    compress: options.compress ?? true,
    info: { Title: `Tax invoice ${invoice.invoiceNumber ?? invoice.orderId}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 40;
  const width = doc.page.width - 80;
  doc.font('Helvetica-Bold').fontSize(18).text('TAX INVOICE', left, 40);
  doc.font('Helvetica').fontSize(9);
  doc.text(`Invoice No: ${invoice.invoiceNumber ?? '-'}`, left, 44, { width, align: 'right' });
  doc.text(`Invoice date: ${invoice.invoiceDate}`, { width, align: 'right' });
  doc.text(`Order ID: ${invoice.orderId}`, { width, align: 'right' });
  if (invoice.creditNote)
    doc.text(`Credit note: ${invoice.creditNote.number} (${invoice.creditNote.date})`, {
      width,
      align: 'right',
    });

  const partiesTop = 110;
  const half = width / 2 - 10;
  const { seller, buyer } = invoice;
  doc.font('Helvetica-Bold').fontSize(10).text('Sold by', left, partiesTop);
  doc.font('Helvetica').fontSize(9);
  doc.text(seller.legalName || '-', { width: half });
  if (seller.address) doc.text(seller.address, { width: half });
  doc.text(`State: ${stateText(seller.state)}`, { width: half });
  doc.text(`GSTIN: ${seller.gstin || '-'}`, { width: half });
  const sellerBottom = doc.y;

  const right = left + width / 2 + 10;
  doc.font('Helvetica-Bold').fontSize(10).text('Billed to', right, partiesTop);
  doc.font('Helvetica').fontSize(9);
  doc.text(buyer.name, right, doc.y, { width: half });
  if (buyer.phone) doc.text(`Phone: +91 ${buyer.phone}`, right, doc.y, { width: half });
  if (buyer.address) doc.text(buyer.address, right, doc.y, { width: half });
  doc.text(`State: ${stateText(buyer.state)}`, right, doc.y, { width: half });
  const buyerBottom = doc.y;

  let y = Math.max(sellerBottom, buyerBottom) + 12;
  const supply = `Place of supply: ${stateText(invoice.placeOfSupply)}${
    invoice.placeOfSupplyAssumed ? " (no state in the address: taken as the seller's)" : ''
  }`;
  doc.text(supply, left, y, { width });
  doc.text(
    `Payment: ${invoice.paymentType ? PAYMENT[invoice.paymentType] : '-'}${
      invoice.transactionId ? `, transaction ${invoice.transactionId}` : ''
    }`,
    left,
    doc.y,
    { width },
  );
  y = doc.y + 12;

  const intra = invoice.intraState;
  const columns: { title: string; width: number; align: 'left' | 'right' }[] = [
    { title: '#', width: 18, align: 'left' },
    { title: 'Item', width: intra ? 137 : 167, align: 'left' },
    { title: 'HSN', width: 44, align: 'left' },
    { title: 'Qty', width: 26, align: 'right' },
    { title: 'GST %', width: 34, align: 'right' },
    { title: 'Amount', width: 66, align: 'right' },
    { title: 'Taxable value', width: 66, align: 'right' },
    ...(intra
      ? [
          { title: 'CGST', width: 62, align: 'right' as const },
          { title: 'SGST', width: 62, align: 'right' as const },
        ]
      : [{ title: 'IGST', width: 92, align: 'right' as const }]),
  ];
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let x = left;
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, x, y, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    y = bottom + 4;
    if (y > doc.page.height - 80) {
      doc.addPage();
      y = 40;
    }
  };
  const rule = () => {
    doc
      .moveTo(left, y - 2)
      .lineTo(left + width, y - 2)
      .lineWidth(0.5)
      .stroke('#999999');
    y += 2;
  };

  row(
    columns.map((column) => column.title),
    true,
  );
  rule();
  invoice.lines.forEach((line, index) => {
    const name = line.variant ? `${line.name} (${line.variant})` : line.name;
    row([
      String(index + 1),
      name,
      line.hsnCode || '-',
      String(line.quantity),
      `${line.gstRate}%`,
      pdfMoney(line.amount),
      pdfMoney(line.taxableValue),
      ...(intra ? [pdfMoney(line.cgst), pdfMoney(line.sgst)] : [pdfMoney(line.igst)]),
    ]);
  });
  rule();
  const t = invoice.totals;
  row(
    [
      '',
      'Total',
      '',
      '',
      '',
      pdfMoney(t.amount),
      pdfMoney(t.taxableValue),
      ...(intra ? [pdfMoney(t.cgst), pdfMoney(t.sgst)] : [pdfMoney(t.igst)]),
    ],
    true,
  );

  y += 10;
  doc.font('Helvetica').fontSize(9);
  const summary: [string, string][] = [
    ['Taxable value', pdfMoney(t.taxableValue)],
    ...(intra
      ? ([
          ['CGST', pdfMoney(t.cgst)],
          ['SGST', pdfMoney(t.sgst)],
        ] as [string, string][])
      : ([['IGST', pdfMoney(t.igst)]] as [string, string][])),
    ['Invoice total (tax included)', pdfMoney(t.amount)],
  ];
  for (const [label, value] of summary) {
    doc.text(`${label}: ${value}`, left, y, { width, align: 'right' });
    y = doc.y + 2;
  }
  y += 12;
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(
      'Prices include GST. Taxable value = amount x 100 / (100 + rate), rounded to the paisa; the tax is the rest of the amount.',
      left,
      y,
      { width },
    );
  doc.end();
  return done;
}
