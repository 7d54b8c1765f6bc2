import { act, screen, waitFor, within } from '@testing-library/react';
import { cards } from '@test/catalog-fixtures';
import { deferred, fakeHttp, type Reply } from '@test/fake-http';
import { fakeIntersections, placeholders } from '@test/fake-intersections';
import { renderWithStore } from '@test/render';
import { SimilarProducts } from './similar-products';

describe('Similar products row', () => {
  it('when the row is below the fold, then its placeholders hold still and nothing is fetched; near, it shimmers while loading, then shows the cards', async () => {
    const view = fakeIntersections();
    const answer = deferred<Reply>();
    const http = fakeHttp({ 'POST /api/user/relatedProducts': () => answer.promise });
    renderWithStore(<SimilarProducts productId={100} />);

    const row = screen.getByRole('region', { name: 'Similar products' });
    const waiting = placeholders(row);
    expect(waiting.length).toBeGreaterThan(0);
    // A shimmer repaints every frame: left running off screen, the browser draws for nobody.
    expect(waiting.every((block) => block.classList.contains('still'))).toBe(true);
    expect(within(row).getByRole('list')).toHaveAttribute('aria-busy', 'false');
    expect(http.requests).toHaveLength(0);

    act(() => view.comeNear());
    await waitFor(() =>
      expect(http.requests.map((request) => request.url)).toEqual(['/api/user/relatedProducts']),
    );
    const loading = placeholders(row);
    expect(loading.length).toBeGreaterThan(0);
    expect(loading.some((block) => block.classList.contains('still'))).toBe(false);
    expect(within(row).getByRole('list')).toHaveAttribute('aria-busy', 'true');

    await act(async () => answer.resolve([200, { items: cards(3, 1) }]));
    expect(await within(row).findAllByRole('link', { name: /Product 1/ })).not.toHaveLength(0);
    expect(placeholders(row)).toHaveLength(0);
  });
});
