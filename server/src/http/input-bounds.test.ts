import type { Server } from 'node:http';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { rowsOf } from '../db/client';
import { NOT_UPLOADED } from '../modules/media/media.service';
import { createShop, type Shop } from '../../test/commerce-factory';
import { mountedRoutes } from '../../test/mounted-routes';
import { databasePerFile } from '../../test/test-db';

/*
 * Every number of every endpoint is bounded by its contract: a value the database cannot hold,
 * or that is no number at all, is a 400 that changes nothing (never a 500 from the query).
 * The routes are read from the app itself, so a new endpoint fails this test until it is listed.
 */

const database = databasePerFile();

type Audience = 'public' | 'customer' | 'vendor';
interface Endpoint {
  method: 'get' | 'post';
  path: string;
  as: Audience;
  query?: Record<string, string>;
  body?: unknown;
  /** Paths of the numbers in `body` ("item.varient._id") and names of numeric query params. */
  numbers: string[];
  /** Mutations that are valid values of this endpoint's numbers (e.g. rupee fractions). */
  allows?: string[];
  /** A refusal of the valid request that is about something else than its numbers. */
  otherRefusal?: string;
}

const CATALOG = '/api/vendor/product/156';

/** Valid requests (ids from the shop built by createShop) with their numeric fields. */
function endpoints(shop: Shop): Endpoint[] {
  const product = shop.belt.id;
  const variable = shop.tee.product.id;
  const variant = shop.tee.variants[0]!.id;
  const category = shop.tree.category.id;
  const sub = shop.tree.sub.id;
  const customerId = shop.shopper.id;
  const order = { orderId: 'ORDER-1', orderStatus: 2 };
  // An image the shop already holds (the belt's cover), so image checks pass.
  const IMG = `/uploads/p${product}.jpg`;
  const post = (path: string, as: Audience, body: unknown, numbers: string[], extra = {}) =>
    ({ method: 'post', path, as, body, numbers, ...extra }) as Endpoint;
  return [
    // Public catalogue and search.
    post(
      `${CATALOG}/product/get/category`,
      'public',
      { category, subCategory: -1, count: 1, limit: 20, sortingMethod: 3, minDiscount: 10 },
      ['category', 'subCategory', 'count', 'limit', 'sortingMethod', 'minDiscount'],
    ),
    post(
      '/api/user/facets',
      'public',
      { category, subCategory: sub, minDiscount: 10, sizes: ['M'] },
      ['category', 'subCategory', 'minDiscount'],
    ),
    post(`${CATALOG}/getProductWithID`, 'public', { id: product }, ['id']),
    post(`${CATALOG}/getReviews`, 'public', { id: product, count: 1 }, ['id', 'count']),
    {
      method: 'post',
      path: `${CATALOG}/getQty`,
      as: 'public',
      query: { p_id: String(variable), var_id: String(variant) },
      numbers: ['p_id', 'var_id'],
    },
    post(
      '/api/user/search',
      'public',
      {
        item: 'belt',
        count: 1,
        limit: 20,
        sortingMethod: 3,
        priceRange: [-1, 1000],
        filterCategory: category,
      },
      ['count', 'limit', 'sortingMethod', 'priceRange.0', 'priceRange.1', 'filterCategory'],
      { allows: ['fraction'] },
    ),
    post('/api/user/relatedProducts', 'public', { productId: product }, ['productId']),
    post('/api/user/productCards', 'public', { ids: [product, variable] }, ['ids.0', 'ids.1']),
    post('/api/user/addToSuggestionList', 'customer', { product }, ['product']),
    // Customer.
    post('/api/user/cart/156/get', 'customer', { count: 1 }, ['count']),
    post(
      '/api/user/cart/156/add',
      'customer',
      { item: { id: variable, varient: { _id: variant }, itemQty: 1 } },
      ['item.id', 'item.varient._id', 'item.itemQty'],
    ),
    post(
      '/api/user/cart/156/set',
      'customer',
      { cart: [{ id: variable, varient: { _id: variant }, itemQty: 2 }] },
      ['cart.0.id', 'cart.0.varient._id', 'cart.0.itemQty'],
    ),
    post(
      '/api/user/order/156/pay',
      'customer',
      {
        orderId: 'ORDER-1',
        address: {
          address: '1 Road',
          city: 'Pune',
          district: 'Pune',
          nearby: 'Park',
          pincode: '411001',
        },
        paymentType: 2,
        addressId: 1,
      },
      ['paymentType', 'addressId'],
    ),
    post('/api/user/order/156/get', 'customer', { count: 1 }, ['count']),
    post(
      '/api/user/address/156/update',
      'customer',
      {
        _id: 1,
        address: {
          name: 'Asha',
          phone: '9876543210',
          address: '1 Road',
          city: 'Pune',
          district: 'Pune',
          nearby: 'Park',
          state: '27',
          pincode: '411001',
        },
      },
      ['_id'],
    ),
    post('/api/user/address/156/delete', 'customer', { _id: 1 }, ['_id']),
    post('/api/user/wishlist/156/add', 'customer', { productId: product }, ['productId']),
    post('/api/user/wishlist/156/remove', 'customer', { productId: product }, ['productId']),
    post('/api/user/order/156/getNotify', 'customer', { count: 1 }, ['count']),
    post('/api/user/auth/156/ratingCheckProduct', 'customer', { product }, ['product']),
    post(
      '/api/user/auth/156/setRating',
      'customer',
      { product, rating: { rate: 4.5, review: 'Good' } },
      ['product', 'rating.rate'],
    ),
    // Vendor: orders.
    post('/api/vendor/order/156/get', 'vendor', { count: 1 }, ['count']),
    post(`${CATALOG}/getSizeGuide`, 'public', { category }, ['category']),
    post(
      `${CATALOG}/setSizeGuide`,
      'vendor',
      { category, unit: 'in', measurements: ['Chest'], rows: [{ size: 'M', values: ['40'] }] },
      ['category'],
    ),
    post(`${CATALOG}/deleteSizeGuide`, 'vendor', { category }, ['category']),
    post(
      '/api/vendor/order/156/changeStatus/user',
      'vendor',
      { userId: customerId, orders: [order], orderIndex: 0 },
      ['orders.0.orderStatus', 'orderIndex'],
    ),
    post('/api/vendor/order/156/changeStatus', 'vendor', { userId: customerId, orders: [order] }, [
      'orders.0.orderStatus',
    ]),
    // Vendor: the back office (reads are GETs with their filters in the query).
    ...(
      ['dashboard', 'orders', 'orders.csv', 'products', 'products.csv', 'customers'] as const
    ).map((name): Endpoint => {
      const query: Record<string, string> = {
        dashboard: { lowStock: '5' },
        orders: { status: '1', paymentType: '2', page: '1' },
        'orders.csv': { status: '1', paymentType: '2', page: '1' },
        products: { categoryId: String(category), status: '1', lowStock: '5', page: '1' },
        'products.csv': { categoryId: String(category), status: '1', lowStock: '5' },
        customers: { page: '1' },
      }[name];
      return {
        method: 'get',
        path: `/api/vendor/office/156/${name}`,
        as: 'vendor',
        query,
        numbers: Object.keys(query),
      };
    }),
    post('/api/vendor/office/156/lowStock', 'vendor', { lowStock: 5 }, ['lowStock']),
    post(
      '/api/vendor/office/156/products/bulk',
      'vendor',
      { ids: [product], action: { kind: 'price', field: 'price', mode: 'set', value: 10 } },
      ['ids.0', 'action.value'],
    ),
    // Vendor: catalogue.
    {
      method: 'get',
      path: `${CATALOG}/getSubCategories`,
      as: 'vendor',
      query: { parent: String(category) },
      numbers: ['parent'],
    },
    post(
      `${CATALOG}/insertSubCategory`,
      'vendor',
      { newSubCategoryName: 'Kurtas', parent: category, images: [IMG] },
      ['parent'],
      { otherRefusal: NOT_UPLOADED },
    ),
    post(`${CATALOG}/updateCategory`, 'vendor', { _id: category, newCategoryName: 'Men' }, ['_id']),
    post(`${CATALOG}/updateSubCategory`, 'vendor', { _id: sub, newSubCategoryName: 'Tees' }, [
      '_id',
    ]),
    post(`${CATALOG}/setCategoryStatus`, 'vendor', { index: category, status: 1 }, [
      'index',
      'status',
    ]),
    post(`${CATALOG}/setSubCategoryStatus`, 'vendor', { id: sub, status: 1 }, ['id', 'status']),
    post(
      `${CATALOG}/setCategoryIndex`,
      'vendor',
      { categories: [{ _id: category, categoryIndex: 0 }] },
      ['categories.0._id', 'categories.0.categoryIndex'],
    ),
    post(
      `${CATALOG}/setSubCategoryIndex`,
      'vendor',
      { subCategories: [{ _id: sub, subCategoryIndex: 0 }] },
      ['subCategories.0._id', 'subCategories.0.subCategoryIndex'],
    ),
    post(
      `${CATALOG}/insertProduct`,
      'vendor',
      {
        parents: { category, subCategory: sub },
        productName: 'Scarf',
        productBrand: 'Loom',
        productStatus: 1,
      },
      ['parents.category', 'parents.subCategory', 'productStatus'],
    ),
    post(
      `${CATALOG}/updateProduct`,
      'vendor',
      {
        myProduct: {
          _id: product,
          parents: { category, subCategory: sub },
          productName: 'Belt',
          productBrand: 'Loom',
        },
      },
      ['myProduct._id', 'myProduct.parents.category', 'myProduct.parents.subCategory'],
    ),
    {
      method: 'post',
      path: `${CATALOG}/getProduct`,
      as: 'vendor',
      query: { p_id: String(product) },
      numbers: ['p_id'],
    },
    {
      method: 'post',
      path: `${CATALOG}/updateProductType`,
      as: 'vendor',
      query: { p_id: String(product) },
      body: { pt: 0 },
      numbers: ['p_id', 'pt'],
    },
    {
      method: 'post',
      path: `${CATALOG}/updateCoverImages`,
      as: 'vendor',
      query: { p_id: String(product) },
      body: { images: [IMG] },
      numbers: ['p_id'],
    },
    post(
      `${CATALOG}/product/get/categoryAndSubCategory`,
      'vendor',
      { category, subCategory: sub, count: 1, limit: 18 },
      ['category', 'subCategory', 'count', 'limit'],
    ),
    {
      method: 'post',
      path: `${CATALOG}/updateProductVarient`,
      as: 'vendor',
      query: { p_id: String(variable), var_id: String(variant) },
      body: { price: 499.5, mrp: 799, varItemQty: 3 },
      numbers: ['p_id', 'var_id', 'price', 'mrp', 'varItemQty'],
    },
    {
      method: 'post',
      path: `${CATALOG}/insertProductVarient`,
      as: 'vendor',
      query: { p_id: String(variable) },
      body: {
        varients: [
          { attr_id: shop.tee.attrs.size.id, value: 'M' },
          { attr_id: shop.tee.attrs.colour.id, value: 'Blue' },
        ],
      },
      numbers: ['p_id', 'varients.0.attr_id'],
    },
    post(`${CATALOG}/getSelectedVarients`, 'vendor', { pId: variable }, ['pId']),
    post(
      `${CATALOG}/setSelectedVarients`,
      'vendor',
      { pId: product, selectedVarients: [shop.tee.attrs.size.id] },
      ['pId', 'selectedVarients.0'],
    ),
    post(`${CATALOG}/getAttributeWithId`, 'vendor', { id: shop.tee.attrs.size.id }, ['id']),
    post(`${CATALOG}/setAttributes`, 'vendor', { id: shop.tee.attrs.size.id, attribute: 'Size' }, [
      'id',
    ]),
    post(`${CATALOG}/pushNewAttribute`, 'vendor', { id: shop.tee.attrs.size.id, value: 'XXL' }, [
      'id',
    ]),
    post(
      '/api/vendor/general/156/updateSlider',
      'vendor',
      { index: 1, name: 'Sale', link: '/c/men', img: [IMG, IMG] },
      ['index'],
    ),
    post(
      '/api/vendor/156/shopSettings/categoryTax',
      'vendor',
      {
        categoryId: category,
        hsnCode: '6109',
        gstRate: 12,
      },
      ['categoryId', 'gstRate'],
    ),
    post('/api/vendor/156/shopSettings/productTax', 'vendor', { productId: product }, [
      'productId',
    ]),
    post(
      '/api/vendor/156/shopSettings/productTax/update',
      'vendor',
      {
        productId: product,
        hsnCode: '6109',
        gstRate: 5,
      },
      ['productId', 'gstRate'],
    ),
    {
      method: 'post',
      path: `${CATALOG}/generateVarients`,
      as: 'vendor',
      query: { p_id: String(variable) },
      body: {
        attributes: [
          { attr_id: shop.tee.attrs.size.id, values: ['M'] },
          { attr_id: shop.tee.attrs.colour.id, values: ['Blue'] },
        ],
        price: 100,
        mrp: 120,
        stock: 2,
      },
      numbers: ['p_id', 'attributes.0.attr_id', 'price', 'mrp', 'stock'],
      allows: ['fraction'],
    },
    {
      method: 'post',
      path: `${CATALOG}/saveVarientGrid`,
      as: 'vendor',
      query: { p_id: String(variable) },
      body: { varients: [{ varId: variant, price: 100, mrp: 120, varItemQty: 3, sku: 'T-1' }] },
      numbers: [
        'p_id',
        'varients.0.varId',
        'varients.0.price',
        'varients.0.mrp',
        'varients.0.varItemQty',
      ],
      allows: ['fraction'],
    },
    {
      method: 'post',
      path: `${CATALOG}/setValueImages`,
      as: 'vendor',
      query: { p_id: String(variable) },
      body: { attr_id: shop.tee.attrs.colour.id, value: 'Red', images: [IMG] },
      numbers: ['p_id', 'attr_id'],
      otherRefusal: NOT_UPLOADED,
    },
    post(`${CATALOG}/duplicateProduct`, 'vendor', { id: product }, ['id']),
    // Deletions last (their valid forms remove rows the others use).
    post(`${CATALOG}/deleteSimpleImage`, 'vendor', { pId: product, imgId: IMG }, ['pId']),
    post(`${CATALOG}/deleteVarImage`, 'vendor', { pId: variable, varId: variant, imgId: IMG }, [
      'pId',
      'varId',
    ]),
    post(
      `${CATALOG}/deleteAttributeValue`,
      'vendor',
      { id: shop.tee.attrs.size.id, value: 'XXL' },
      ['id'],
    ),
    post(`${CATALOG}/deleteVar`, 'vendor', { pId: variable, varId: variant }, ['pId', 'varId']),
    post(`${CATALOG}/deleteAttribute`, 'vendor', { id: 999 }, ['id']),
    post('/api/vendor/general/156/deleteSlider', 'vendor', { index: 999 }, ['index']),
    post(`${CATALOG}/deleteProduct`, 'vendor', { id: product }, ['id']),
    post(`${CATALOG}/deleteSubCategory`, 'vendor', { subCatId: 999 }, ['subCatId']),
    post(`${CATALOG}/deleteCategory`, 'vendor', { catId: 999 }, ['catId']),
  ];
}

/** Routes whose input holds no number (text, phone numbers, files, or nothing). */
const WITHOUT_NUMBERS = [
  'GET /api/health',
  'GET /api/ping',
  'GET /api/openapi.json',
  'GET /api/docs',
  'POST /api/user/searchSuggestions',
  'GET /api/vendor/product/156/getRawData',
  'GET /api/vendor/product/156/getCategories',
  'GET /api/vendor/product/156/getAttribute',
  'GET /api/vendor/general/156/getSlider',
  'POST /api/payments/razorpay/webhook',
  'POST /api/vendor/156/signin',
  'POST /api/vendor/156/checkAdminToken',
  'POST /api/vendor/156/getCOD',
  'POST /api/vendor/156/getVendor',
  'POST /api/vendor/156/update/name',
  'POST /api/vendor/156/update/number',
  'POST /api/vendor/156/checkPassword',
  'POST /api/vendor/156/updatePassword',
  'POST /api/vendor/156/toggleCOD',
  'POST /api/vendor/156/upload',
  // A CSV body: its numbers are checked cell by cell (catalogue-csv.test.ts).
  'POST /api/vendor/office/156/products/import',
  'POST /api/vendor/156/logout',
  'POST /api/user/auth/156/logout',
  'POST /api/vendor/order/156/getNewNotify',
  'POST /api/vendor/order/156/setNewNotify',
  'POST /api/user/order/156/getNewNotify',
  'POST /api/user/order/156/setNewNotify',
  'POST /api/user/order/156/checkout',
  'POST /api/user/order/156/testPayment',
  'POST /api/user/order/156/add',
  'POST /api/user/order/156/getOne',
  'POST /api/user/address/156/get',
  'POST /api/user/address/156/add',
  'POST /api/user/wishlist/156/get',
  'POST /api/user/wishlist/156/ids',
  'POST /api/user/order/156/cancel',
  'POST /api/user/order/156/pending',
  'POST /api/user/order/156/pending/get',
  'POST /api/user/getSuggestProducts',
  'POST /api/vendor/product/156/insertCategory',
  'POST /api/vendor/product/156/insertAttribute',
  'POST /api/user/auth/156/userCheck',
  'POST /api/user/auth/156/sendOtp',
  'POST /api/user/auth/156/verifyOtp',
  'POST /api/user/auth/156/userSignup',
  'POST /api/user/auth/156/userSignin',
  'POST /api/user/auth/156/userForget',
  'POST /api/user/auth/156/checkUserToken',
  'POST /api/user/auth/156/updateProfile/general',
  'POST /api/user/auth/156/updateProfile/security/checkPassword',
  'POST /api/user/auth/156/updateProfile/security/updatePassword',
  'POST /api/vendor/general/156/insertSlider',
  'POST /api/vendor/general/156/checkPincode',
  'GET /api/vendor/general/156/getDeliveryAreas',
  'POST /api/vendor/general/156/setDeliveryAreas',
  'POST /api/vendor/156/shopSettings',
  'POST /api/vendor/156/shopSettings/update',
  'POST /api/user/order/156/invoice',
  'POST /api/user/order/156/invoice/pdf',
  'POST /api/vendor/order/156/invoice',
  'POST /api/vendor/order/156/invoice/pdf',
];

const BAD_NUMBERS: Record<string, unknown> = {
  int32Overflow: 2_147_483_648,
  trillion: 1e12,
  huge: 1e20,
  negative: -2,
  fraction: 1.005,
  boolean: true,
  array: [1],
  numericTextOverflow: '99999999999',
};
const BAD_QUERY_VALUES: Record<string, string | string[]> = {
  int32Overflow: '2147483648',
  numericTextOverflow: '99999999999',
  exponent: '1e12',
  negative: '-2',
  fraction: '1.5',
  boolean: 'true',
  array: ['1', '2'],
};

function withValue(body: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

/** One listening server for the ~1,000 requests (supertest would start one per request). */
let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

function send(shop: Shop, endpoint: Endpoint, query: Record<string, unknown>, body: unknown) {
  const url = endpoint.path;
  server ??= shop.app.listen(0, '127.0.0.1');
  let call = endpoint.method === 'get' ? request(server).get(url) : request(server).post(url);
  call = call.query(query as Record<string, string>);
  const token =
    endpoint.as === 'vendor'
      ? shop.vendor.token
      : endpoint.as === 'customer'
        ? shop.shopper.token
        : undefined;
  if (token) call = call.set('Authorization', `Bearer ${token}`);
  return endpoint.method === 'get' ? call : call.send(body as object);
}

async function checksum(): Promise<string> {
  const tables = rowsOf<{ tablename: string }>(
    await database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    ),
  ).map((row) => row.tablename);
  const sums = await Promise.all(
    tables.map(async (table) => {
      const result = await database.db.execute(
        sql.raw(
          `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${table}" t`,
        ),
      );
      return `${table}:${rowsOf<{ sum: string }>(result)[0]?.sum}`;
    }),
  );
  return sums.join(',');
}

describe('numbers at every endpoint', () => {
  it('when the app mounts a route, then this test lists it (with its numbers, or as having none)', async () => {
    const shop = await createShop(database.db);
    const listed = new Set([
      ...endpoints(shop).map((e) => `${e.method.toUpperCase()} ${e.path}`),
      ...WITHOUT_NUMBERS,
    ]);
    const mounted = mountedRoutes(shop.app).filter((route) => !route.endsWith('/{*splat}'));
    expect(mounted.length).toBeGreaterThan(60);
    expect(mounted.filter((route) => !listed.has(route))).toEqual([]);
  });

  it('when a number is too large, negative, fractional, a boolean or an array, then the answer is 400 and nothing changes', async () => {
    const shop = await createShop(database.db);
    const before = await checksum();
    const failures: string[] = [];
    for (const endpoint of endpoints(shop)) {
      for (const field of endpoint.numbers) {
        const inQuery = endpoint.query && field in endpoint.query;
        const values = inQuery ? BAD_QUERY_VALUES : BAD_NUMBERS;
        for (const [name, value] of Object.entries(values)) {
          if (endpoint.allows?.includes(name) && !field.startsWith('count')) continue;
          const res = inQuery
            ? await send(shop, endpoint, { ...endpoint.query, [field]: value }, endpoint.body)
            : await send(
                shop,
                endpoint,
                endpoint.query ?? {},
                withValue(endpoint.body, field, value),
              );
          if (res.status !== 400)
            failures.push(
              `${endpoint.path} ${field}=${JSON.stringify(value)} (${name}): ${res.status}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await checksum()).toBe(before);
  }, 180_000);

  it('when the same requests carry valid numbers, then none of them is refused as bad input', async () => {
    const shop = await createShop(database.db);
    const refused: string[] = [];
    for (const endpoint of endpoints(shop)) {
      const res = await send(shop, endpoint, endpoint.query ?? {}, endpoint.body);
      if (res.status === 400 && res.body.error === endpoint.otherRefusal) continue;
      if (res.status === 400 || res.status >= 500)
        refused.push(`${endpoint.path}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(refused).toEqual([]);
  });
});
