import type { TaxInvoice } from '@contracts/invoices';

/** A delivered intra-state order's invoice: Maharashtra seller and buyer. */
export function anInvoice(overrides: Partial<TaxInvoice> = {}): TaxInvoice {
  return {
    orderId: 'A-2',
    invoiceNumber: 'VS/2026-27/000123',
    invoiceDate: '22 Nov 2026, 11:30 AM',
    orderStatus: 4,
    paymentType: 2,
    transactionId: 'pay_test_123',
    seller: {
      legalName: 'Vastra Retail LLP',
      address: '4 FC Road, Pune 411004',
      state: { code: '27', name: 'Maharashtra' },
      gstin: '27AAPFU0939F1ZV',
    },
    buyer: {
      name: 'Asha Rao',
      phone: '9810012345',
      address: '12 MG Road, City Park, Pune, Pune - 411001',
      state: { code: '27', name: 'Maharashtra' },
    },
    placeOfSupply: { code: '27', name: 'Maharashtra' },
    placeOfSupplyAssumed: false,
    intraState: true,
    lines: [
      {
        name: 'Leather Belt',
        variant: '',
        hsnCode: '4203',
        quantity: 1,
        gstRate: 12,
        unitPrice: 599,
        amount: 599,
        taxableValue: 534.82,
        cgst: 32.09,
        sgst: 32.09,
        igst: 0,
      },
    ],
    totals: { taxableValue: 534.82, cgst: 32.09, sgst: 32.09, igst: 0, tax: 64.18, amount: 599 },
    creditNote: null,
    ...overrides,
  };
}
