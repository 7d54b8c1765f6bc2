import { Router, type Response } from 'express';
import { API_SEGMENT } from '../../contracts/common';
import { ORDER_PAGE_SIZE } from '../../contracts/orders';

/**
 * The bill page the original admin opens on the API host: `/files/invoice.html?orderIndex=…`.
 * The page is static and holds no data: its script reads the vendor token the admin keeps in
 * the `token` cookie (readable here when the admin and the API share an origin), asks the
 * vendor invoice API for the bill and draws it; without a valid vendor token it shows a short
 * message and nothing else. `baseurl` is ignored: the script only ever calls this origin, so
 * the token never travels to a host named in a link.
 */
export const INVOICE_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const INVOICE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta name="referrer" content="no-referrer" />
    <title>Bill</title>
    <link rel="stylesheet" href="/files/invoice.css" />
    <script src="/files/invoice.js" defer></script>
  </head>
  <body>
    <main id="invoice" aria-live="polite"><p class="message">Loading the bill...</p></main>
  </body>
</html>
`;

export const INVOICE_STYLE = `body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #1f2937; background: #f3f4f6; }
main { max-width: 720px; margin: 24px auto; padding: 32px; background: #fff; border-radius: 8px; }
h1 { margin: 0 0 4px; font-size: 24px; }
.muted { color: #6b7280; margin: 0; }
.meta { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 16px 0; }
table { width: 100%; border-collapse: collapse; margin: 16px 0; }
th, td { padding: 8px; border-bottom: 1px solid #e5e7eb; text-align: left; vertical-align: top; }
th.num, td.num { text-align: right; white-space: nowrap; }
tfoot td { font-weight: 600; border-bottom: none; }
.thanks { margin-top: 24px; text-align: center; }
button { font: inherit; padding: 8px 20px; border: 1px solid #1f2937; border-radius: 6px; background: #1f2937; color: #fff; cursor: pointer; }
.message { text-align: center; margin: 32px 0; }
@media (max-width: 600px) { body { background: #fff; } main { margin: 0; padding: 16px; border-radius: 0; } }
@media print { body { background: #fff; } main { margin: 0; } button { display: none; } }
`;

const ORDERS = `/api/vendor/order/${API_SEGMENT}`;

/** Runs in the browser: plain ES2017, no inline code (the policy allows none). */
export const INVOICE_SCRIPT = `(function () {
  'use strict';
  var ORDERS = '${ORDERS}';
  var PAGE_SIZE = ${ORDER_PAGE_SIZE};
  var SIGN_IN = 'Please sign in to the shop admin to see this bill.';
  var WRONG = 'something Wrong';
  var root = document.getElementById('invoice');

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = String(text);
    return node;
  }
  function say(text) {
    root.replaceChildren(el('p', 'message', text));
  }
  function vendorToken() {
    var parts = document.cookie ? document.cookie.split('; ') : [];
    for (var i = 0; i < parts.length; i++) {
      var eq = parts[i].indexOf('=');
      if (parts[i].slice(0, eq) === 'token') {
        try { return decodeURIComponent(parts[i].slice(eq + 1)); } catch (e) { return ''; }
      }
    }
    return '';
  }
  function rupees(value) {
    return '\\u20b9' + Number(value).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }

  var token = vendorToken();
  if (!token) return say(SIGN_IN);

  function post(path, body) {
    return fetch(ORDERS + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'barear ' + token },
      body: JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store'
    }).then(function (response) {
      if (response.status === 401 || response.status === 403) throw new Error(SIGN_IN);
      if (!response.ok) throw new Error(WRONG);
      return response.json();
    });
  }

  // orderIndex: an order id, or the order's position (from 0) in the vendor's list, newest first.
  function orderIdOf(orderIndex) {
    if (/^\\d{1,6}$/.test(orderIndex)) {
      var index = Number(orderIndex);
      return post('/get', { count: Math.floor(index / PAGE_SIZE) + 1 }).then(function (answer) {
        var entry = answer.orders && answer.orders[index % PAGE_SIZE];
        if (!entry || !entry[1]) throw new Error(WRONG);
        return entry[1].orderId;
      });
    }
    if (/^[0-9A-Za-z-]{1,64}$/.test(orderIndex)) return Promise.resolve(orderIndex);
    return Promise.reject(new Error(WRONG));
  }

  function draw(invoice) {
    var parts = [];
    parts.push(el('h1', '', invoice.seller.legalName || 'Bill'));
    if (invoice.seller.address) parts.push(el('p', 'muted', invoice.seller.address));
    if (invoice.seller.gstin) parts.push(el('p', 'muted', 'GSTIN ' + invoice.seller.gstin));
    var meta = el('div', 'meta');
    meta.append(el('span', '', 'Order ' + invoice.orderId));
    if (invoice.invoiceNumber) meta.append(el('span', '', 'Invoice ' + invoice.invoiceNumber));
    meta.append(el('span', '', invoice.invoiceDate));
    if (invoice.transactionId) meta.append(el('span', '', 'Transaction ' + invoice.transactionId));
    parts.push(meta);
    var buyer = el('p', '', 'Bill to: ' + invoice.buyer.name);
    parts.push(buyer);
    if (invoice.buyer.address) parts.push(el('p', 'muted', invoice.buyer.address));

    var table = el('table');
    var head = el('thead');
    var headRow = el('tr');
    headRow.append(el('th', '', 'Item'), el('th', 'num', 'Qty'), el('th', 'num', 'Price'));
    head.append(headRow);
    var body = el('tbody');
    invoice.lines.forEach(function (line) {
      var row = el('tr');
      var name = el('td', '', line.name);
      if (line.variant) name.append(el('div', 'muted', line.variant));
      row.append(name, el('td', 'num', line.quantity), el('td', 'num', rupees(line.amount)));
      body.append(row);
    });
    var foot = el('tfoot');
    var taxRow = el('tr');
    taxRow.append(el('td', '', 'GST included'), el('td', 'num', ''), el('td', 'num', rupees(invoice.totals.tax)));
    var totalRow = el('tr');
    totalRow.append(el('td', '', 'Total'), el('td', 'num', ''), el('td', 'num', rupees(invoice.totals.amount)));
    foot.append(taxRow, totalRow);
    table.append(head, body, foot);
    parts.push(table);

    parts.push(el('p', 'thanks', 'Thank you for shopping with us!'));
    var print = el('button', '', 'Print');
    print.type = 'button';
    print.addEventListener('click', function () { window.print(); });
    var actions = el('p', 'thanks');
    actions.append(print);
    parts.push(actions);
    root.replaceChildren.apply(root, parts);
    document.title = 'Bill ' + invoice.orderId;
  }

  var orderIndex = (new URLSearchParams(location.search).get('orderIndex') || '').trim();
  orderIdOf(orderIndex)
    .then(function (orderId) { return post('/invoice', { orderId: orderId }); })
    .then(function (answer) { draw(answer.invoice); })
    .catch(function (error) { say(error && error.message === SIGN_IN ? SIGN_IN : WRONG); });
})();
`;

function withPolicy(res: Response): Response {
  return res
    .set('Content-Security-Policy', INVOICE_PAGE_CSP)
    .set('Referrer-Policy', 'no-referrer')
    .set('Cache-Control', 'no-cache');
}

/** GET /files/invoice.html, /files/invoice.js and /files/invoice.css. */
export function invoicePageRoutes(): Router {
  const router = Router();
  router.get('/invoice.html', (_req, res) => {
    withPolicy(res).type('text/html; charset=utf-8').send(INVOICE_PAGE);
  });
  router.get('/invoice.js', (_req, res) => {
    withPolicy(res).type('text/javascript; charset=utf-8').send(INVOICE_SCRIPT);
  });
  router.get('/invoice.css', (_req, res) => {
    withPolicy(res).type('text/css; charset=utf-8').send(INVOICE_STYLE);
  });
  return router;
}
