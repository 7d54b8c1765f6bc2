import { fakeHttp } from '@test/fake-http';
import { customerToken, vendorToken } from '@/lib/cookies';
import { primedKey } from '@contracts/primed';
import { axiosBaseQuery, tokenKindFor } from './api';
import { resetPrimed } from './primed';

const call = (args: Parameters<typeof axiosBaseQuery>[0]) =>
  axiosBaseQuery(args, {} as Parameters<typeof axiosBaseQuery>[1], {});

describe('base query', () => {
  beforeEach(() => {
    vendorToken.set('vendor-jwt');
    customerToken.set('customer-jwt');
  });

  it('when a call goes to /api/vendor/, then it carries "barear <vendor token>"', async () => {
    const network = fakeHttp({ 'POST /api/vendor/156/checkAdminToken': [200, { user: {} }] });
    await call({ url: '/api/vendor/156/checkAdminToken', method: 'POST' });
    expect(network.authorizationOf('/api/vendor/156/checkAdminToken')).toBe('barear vendor-jwt');
  });

  it('when a call goes to /api/user/, then it carries "barear <customer token>"', async () => {
    const network = fakeHttp({ 'POST /api/user/cart/156/get': [200, { cart: [] }] });
    await call({ url: '/api/user/cart/156/get', method: 'POST' });
    expect(network.authorizationOf('/api/user/cart/156/get')).toBe('barear customer-jwt');
  });

  it('when an endpoint says auth none, then no token is sent', async () => {
    const network = fakeHttp({ 'GET /api/vendor/product/156/getRawData': [200, {}] });
    await call({ url: '/api/vendor/product/156/getRawData', auth: 'none' });
    expect(network.authorizationOf('/api/vendor/product/156/getRawData')).toBeUndefined();
  });

  it('when the server answers an error, then it becomes { status, message } from its body', async () => {
    fakeHttp({ 'POST /api/vendor/156/signin': [401, { error: 'Invalid credentials' }] });
    const result = await call({ url: '/api/vendor/156/signin', method: 'POST', auth: 'none' });
    expect(result).toEqual({ error: { status: 401, message: 'Invalid credentials' } });
  });

  it('when there is no answer at all, then the error is status 0 with a generic message', async () => {
    fakeHttp({});
    const result = await call({ url: '/api/health' });
    expect(result).toEqual({ error: { status: 0, message: 'Something Went Wrong' } });
  });

  it('picks the token by URL prefix', () => {
    expect(tokenKindFor('/api/user/auth/156/checkUserToken')).toBe('customer');
    expect(tokenKindFor('/api/vendor/order/156/get')).toBe('vendor');
    expect(tokenKindFor('/api/health')).toBe('none');
  });

  describe('first-page data in the HTML', () => {
    const RAW = '/api/vendor/product/156/getRawData';
    const LIST = '/api/vendor/product/156/product/get/category';
    const page = (answers: { key: string; data: unknown }[]) => {
      document.body.innerHTML = `<div id="root"></div><script type="application/json" id="primed-data">${JSON.stringify(answers)}</script>`;
      resetPrimed();
    };
    afterEach(() => {
      document.body.innerHTML = '';
      resetPrimed();
    });

    it('when the page carries an answer, then the first identical request uses it and the next goes to the API', async () => {
      page([
        { key: primedKey('GET', RAW), data: { myRawData: 'from the page' } },
        {
          key: primedKey('POST', LIST, { limit: 20, category: 1 }),
          data: { list: 'from the page' },
        },
      ]);
      const network = fakeHttp({
        [`GET ${RAW}`]: [200, { myRawData: 'from the API' }],
        [`POST ${LIST}`]: [200, { list: 'from the API' }],
      });
      expect(await call({ url: RAW, auth: 'none' })).toEqual({
        data: { myRawData: 'from the page' },
      });
      // Keys ignore the order of the body's fields.
      expect(
        await call({ url: LIST, method: 'POST', body: { category: 1, limit: 20 }, auth: 'none' }),
      ).toEqual({ data: { list: 'from the page' } });
      expect(network.requests).toHaveLength(0);
      expect(await call({ url: RAW, auth: 'none' })).toEqual({
        data: { myRawData: 'from the API' },
      });
      expect(network.requests).toHaveLength(1);
    });

    it('when the request differs or carries a token, then it goes to the API', async () => {
      page([{ key: primedKey('POST', LIST, { category: 1 }), data: 'from the page' }]);
      const network = fakeHttp({ [`POST ${LIST}`]: [200, 'from the API'] });
      expect(
        await call({ url: LIST, method: 'POST', body: { category: 2 }, auth: 'none' }),
      ).toEqual({ data: 'from the API' });
      expect(
        await call({ url: LIST, method: 'POST', body: { category: 1 }, auth: 'customer' }),
      ).toEqual({ data: 'from the API' });
      expect(network.requests).toHaveLength(2);
    });
  });
});
