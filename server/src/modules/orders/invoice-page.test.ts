import vm from 'node:vm';
import type { Express } from 'express';
import request from 'supertest';
import { beltLine, createShop, placedOrder, type Shop } from '../../../test/commerce-factory';
import { databasePerFile } from '../../../test/test-db';
import { INVOICE_PAGE_CSP, INVOICE_SCRIPT } from './invoice-page';

const database = databasePerFile();

let shop: Shop;
beforeEach(async () => {
  shop = await createShop(database.db);
});

describe('GET /files/invoice.html and its files', () => {
  it('serves a static page with a strict policy, its script and styles as separate files', async () => {
    const page = await request(shop.app).get('/files/invoice.html?orderIndex=0&baseurl=x');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(INVOICE_PAGE_CSP);
    expect(INVOICE_PAGE_CSP).toContain("script-src 'self';");
    expect(INVOICE_PAGE_CSP).not.toContain('unsafe');
    expect(INVOICE_PAGE_CSP).toContain("connect-src 'self';");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    // No inline script or handler: every script is a file of this folder.
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes, body]) => [attributes, body])).toEqual([
      [' src="/files/invoice.js" defer', ''],
    ]);
    expect(page.text).not.toMatch(/\son[a-z]+=/i);
    expect(page.text).not.toMatch(/<style|style=/);

    for (const [path, type] of [
      ['/files/invoice.js', 'text/javascript; charset=utf-8'],
      ['/files/invoice.css', 'text/css; charset=utf-8'],
    ] as const) {
      const file = await request(shop.app).get(path);
      expect([path, file.status, file.headers['content-type']]).toEqual([path, 200, type]);
      expect(file.headers['content-security-policy']).toBe(INVOICE_PAGE_CSP);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('holds no data: the page is the same for the signed-in vendor and for anyone', async () => {
    const orderId = await placedOrder(shop, shop.shopper, [beltLine(shop)]);
    const path = `/files/invoice.html?orderIndex=${orderId}`;
    const anonymous = await request(shop.app).get(path);
    const vendor = await request(shop.app)
      .get(path)
      .set('Cookie', `token=${shop.vendor.token}`)
      .set('Authorization', `barear ${shop.vendor.token}`);
    expect(vendor.text).toBe(anonymous.text);
    expect(vendor.text).not.toContain(orderId);
    expect(vendor.text).not.toContain('Leather Belt');
  });
});

/** A document just large enough for the page's script: elements with text and children. */
class FakeElement {
  children: FakeElement[] = [];
  className = '';
  type = '';
  private text = '';
  constructor(readonly tag: string) {}
  set textContent(value: string) {
    this.text = value;
    this.children = [];
  }
  get textContent(): string {
    return [this.text, ...this.children.map((child) => child.textContent)].join(' ').trim();
  }
  append(...nodes: FakeElement[]) {
    this.children.push(...nodes);
  }
  replaceChildren(...nodes: FakeElement[]) {
    this.text = '';
    this.children = nodes;
  }
  addEventListener() {}
}

const LOADING = 'Loading the bill...';

/** Runs the page's script as a browser would, with `cookie` and `search`; answers the page text. */
async function runPage(app: Express, cookie: string, search: string) {
  const root = new FakeElement('main');
  root.textContent = LOADING;
  const calls: string[] = [];
  const document = {
    cookie,
    title: '',
    getElementById: (id: string) => (id === 'invoice' ? root : null),
    createElement: (tag: string) => new FakeElement(tag),
  };
  const fetch = async (url: string, init: { headers: Record<string, string>; body: string }) => {
    calls.push(url);
    const answer = await request(app).post(url).set(init.headers).send(JSON.parse(init.body));
    return { status: answer.status, ok: answer.ok, json: async () => answer.body as unknown };
  };
  vm.runInNewContext(INVOICE_SCRIPT, {
    document,
    location: { search },
    URLSearchParams,
    fetch,
    window: { print() {} },
  });
  for (let i = 0; i < 200 && root.textContent === LOADING; i++)
    await new Promise((resolve) => setTimeout(resolve, 25));
  return { text: root.textContent, calls };
}

describe('the invoice page script', () => {
  it('draws the bill of the order named by its position in the vendor list or by its id', async () => {
    const older = await placedOrder(shop, shop.shopper, [beltLine(shop)]);
    const newest = await placedOrder(shop, shop.shopper, [beltLine(shop, 2)]);
    const cookie = `other=1; token=${encodeURIComponent(shop.vendor.token)}`;

    const first = await runPage(shop.app, cookie, '?orderIndex=0&baseurl=https://evil.example');
    expect(first.text).toContain(`Order ${newest}`);
    expect(first.text).toContain('Leather Belt');
    expect(first.text).toContain('Thank you for shopping with us!');
    // Only this origin's vendor API, whatever baseurl says.
    expect(first.calls).toEqual(['/api/vendor/order/156/get', '/api/vendor/order/156/invoice']);

    const second = await runPage(shop.app, cookie, '?orderIndex=1');
    expect(second.text).toContain(`Order ${older}`);
    const byId = await runPage(shop.app, cookie, `?orderIndex=${older}`);
    expect(byId.text).toBe(second.text);
  });

  it('shows only a message without a vendor token, with a shopper token, or for no such order', async () => {
    const orderId = await placedOrder(shop, shop.shopper, [beltLine(shop)]);
    const signIn = 'Please sign in to the shop admin to see this bill.';

    const none = await runPage(shop.app, 'token-client=abc', `?orderIndex=${orderId}`);
    expect(none).toEqual({ text: signIn, calls: [] });

    const shopper = await runPage(
      shop.app,
      `token=${shop.shopper.token}`,
      `?orderIndex=${orderId}`,
    );
    expect(shopper.text).toBe(signIn);

    const vendorCookie = `token=${shop.vendor.token}`;
    expect((await runPage(shop.app, vendorCookie, '?orderIndex=7')).text).toBe('something Wrong');
    expect((await runPage(shop.app, vendorCookie, '?orderIndex=<b>')).text).toBe('something Wrong');
  });
});
