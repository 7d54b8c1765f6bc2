import type { Review } from '@contracts/products';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCategory, aProductDetail, rawData } from '@test/catalog-fixtures';
import { fakeHttp, type Handler, type Reply } from '@test/fake-http';
import { renderRoute } from '@test/render';

// Pages load lazily and chain requests: allow for a busy 2-core CI machine.
configure({ asyncUtilTimeout: 3000 });

const review = (n: number): Review => ({
  _id: n,
  userId: `Shopper ${n}`,
  rate: 4,
  review: `Review number ${n}`,
  createdAt: '2026-11-04T09:30:00Z',
});
const asha = { _id: 'u1', id: 'u1', name: 'Asha', phone: '9000000000' };
const bodyOf = (config: Parameters<Handler>[0]) => JSON.parse(String(config.data)) as unknown;

function shop(
  extra: Record<string, Reply | Handler>,
  reviews = [1, 2, 3, 4, 5, 6, 7, 8].map(review),
) {
  return fakeHttp({
    'GET /api/vendor/product/156/getRawData': [200, rawData([aCategory()])],
    'GET /api/vendor/product/156/getAttribute': [200, { myAttributes: [] }],
    'POST /api/vendor/product/156/getProductWithID': [
      200,
      { myCollection: aProductDetail({ productReviews: reviews, ratingCount: 9 }) },
    ],
    'POST /api/user/relatedProducts': [200, { items: [] }],
    'POST /api/user/addToSuggestionList': [200, { message: 'ok' }],
    ...extra,
  });
}

describe('product reviews', () => {
  it('when More Reviews is pressed, then the next page is appended and a short page ends the list', async () => {
    const network = shop({
      'POST /api/vendor/product/156/getReviews': [200, { reviews: [review(9)] }],
    });
    renderRoute('/item/info/101');
    expect(await screen.findByText('Review number 8')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'More Reviews' }));

    expect(await screen.findByText('Review number 9')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More Reviews' })).toBeNull();
    const request = network.requests.find((r) => r.url?.endsWith('/getReviews'));
    expect(request && bodyOf(request)).toEqual({ id: 101, count: 2 });
  });

  it('when the page is opened at #reviews, then the reviews are scrolled into view once shown', async () => {
    shop({});
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    window.location.hash = '#reviews';
    try {
      renderRoute('/item/info/101');
      expect(await screen.findByText('Review number 8')).toBeInTheDocument();
      expect(scrolled.map((element) => element.id)).toEqual(['reviews']);
    } finally {
      Element.prototype.scrollIntoView = original;
      window.location.hash = '';
    }
  });

  it('when a review holds markup, then it is shown as plain text', async () => {
    shop({}, [{ ...review(1), review: '<img src=x onerror=alert(1)>Nice' }]);
    const { container } = renderRoute('/item/info/101');

    expect(await screen.findByText('<img src=x onerror=alert(1)>Nice')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('Rate form', () => {
  const signedIn = { preloadedState: { session: { user: asha, admin: null } } };

  it('when the server refuses the rating check, then its error is shown', async () => {
    shop({
      'POST /api/user/auth/156/ratingCheckProduct': [403, { error: 'Buy this product to rate it' }],
    });
    renderRoute('/item/info/101', signedIn);

    await userEvent.click(await screen.findByRole('button', { name: 'Rate' }));
    expect(await screen.findByText('Buy this product to rate it')).toBeInTheDocument();
  });

  it('when rating fails without a message, then it says Something wrong', async () => {
    shop({
      'POST /api/user/auth/156/ratingCheckProduct': [200, { ok: true }],
      'POST /api/user/auth/156/setRating': [500, {}],
    });
    renderRoute('/item/info/101', signedIn);

    await userEvent.click(await screen.findByRole('button', { name: 'Rate' }));
    expect(await screen.findByText('Something wrong')).toBeInTheDocument();
  });

  it('when allowed, then it posts the rate and review and shows the server’s message', async () => {
    const network = shop({
      'POST /api/user/auth/156/ratingCheckProduct': [200, { ok: true }],
      'POST /api/user/auth/156/setRating': [200, { message: 'Rating saved' }],
    });
    renderRoute('/item/info/101', signedIn);

    await userEvent.selectOptions(await screen.findByLabelText('Your rating'), '3.5 / 5');
    await userEvent.type(screen.getByLabelText('Your review'), 'Good fit');
    await userEvent.click(screen.getByRole('button', { name: 'Rate' }));

    expect(await screen.findByText('Rating saved')).toBeInTheDocument();
    const request = network.requests.find((r) => r.url?.endsWith('/setRating'));
    expect(request && bodyOf(request)).toEqual({
      product: 101,
      userId: 'u1',
      rating: { rate: 3.5, review: 'Good fit' },
    });
  });

  it('when the shopper rated before, then the form holds their rating; after saving it still does', async () => {
    let stored: { rate: number; review: string } | null = { rate: 4, review: 'Nice' };
    const network = shop({
      'POST /api/user/auth/156/ratingCheckProduct': () => [200, { ok: true, review: stored }],
      'POST /api/user/auth/156/setRating': (config) => {
        stored = (bodyOf(config) as { rating: { rate: number; review: string } }).rating;
        return [200, { message: 'Rating saved' }];
      },
    });
    renderRoute('/item/info/101', signedIn);

    expect(await screen.findByText('You rated this 4.0 / 5. Change it below.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your review')).toHaveValue('Nice');
    await userEvent.selectOptions(screen.getByLabelText('Your rating'), '2.5 / 5');
    await userEvent.clear(screen.getByLabelText('Your review'));
    await userEvent.type(screen.getByLabelText('Your review'), 'Shrank after a wash');
    await userEvent.click(screen.getByRole('button', { name: 'Rate' }));

    expect(await screen.findByText('You rated this 2.5 / 5. Change it below.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your review')).toHaveValue('Shrank after a wash');
    expect(screen.getByLabelText('Your rating')).toHaveValue('2.5');
    // The product page is read again, so the new review shows at once.
    const reads = network.requests.filter((r) => r.url?.endsWith('/getProductWithID'));
    expect(reads.length).toBeGreaterThan(1);
  });

  it('when a signed-in shopper opens a product, then the visit is added to the suggestion list', async () => {
    const network = shop({});
    renderRoute('/item/info/101', signedIn);
    await screen.findByRole('heading', { level: 1 });

    const request = network.requests.find((r) => r.url === '/api/user/addToSuggestionList');
    expect(request && bodyOf(request)).toEqual({ product: 101, userId: 'u1' });
  });
});
