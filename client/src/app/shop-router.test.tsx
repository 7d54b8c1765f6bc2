import { act, screen, waitFor } from '@testing-library/react';
import { lazy, useCallback, type ReactElement } from 'react';
import { Link, Outlet, type RouteObject } from 'react-router-dom';
import { deferred, fakeHttp } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { useNavigationBlocker } from '@/lib/navigation-blocker';
import { AppRoot } from './app-root';
import { RouteErrorBoundary } from './route-error-boundary';

const page = (text: string) => <p>{text}</p>;
const withRoot = (children: RouteObject[]) => [{ element: <AppRoot />, children }];
const scrolledTo = (y: number) =>
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

describe('the shop router', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    fakeHttp({});
    // As in Chromium, whose scroll methods return a promise.
    scrollTo = jest
      .spyOn(window, 'scrollTo')
      .mockImplementation(() => Promise.resolve() as unknown as undefined);
  });
  afterEach(() => {
    scrolledTo(0);
    sessionStorage.clear();
    jest.restoreAllMocks();
  });

  it("when a screen's chunk is still loading, then the page stays with the progress bar until it is in", async () => {
    const chunk = deferred<{ default: () => ReactElement }>();
    const Later = lazy(() => chunk.promise);
    const { router, container } = renderRoute('/', {
      routes: withRoot([
        { path: '/', element: page('Home') },
        { path: '/later', element: <Later /> },
      ]),
    });
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(container.querySelector('.progress')).toBeNull();

    await act(() => router.navigate('/later'));
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(container.querySelector('.progress')).not.toBeNull();

    await act(async () => chunk.resolve({ default: () => page('Later screen') }));
    expect(await screen.findByText('Later screen')).toBeInTheDocument();
    expect(container.querySelector('.progress')).toBeNull();
  });

  it('when the shopper goes back, then the page returns to where it was; a new page starts at the top', async () => {
    const { router } = renderRoute('/list', {
      routes: withRoot([
        { path: '/list', element: page('List') },
        { path: '/item', element: page('Item') },
      ]),
    });
    expect(await screen.findByText('List')).toBeInTheDocument();
    scrolledTo(1200);
    scrollTo.mockClear();

    await act(() => router.navigate('/item'));
    expect(await screen.findByText('Item')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrolledTo(300);
    await act(() => router.navigate(-1));
    expect(await screen.findByText('List')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);

    await act(() => router.navigate(1));
    expect(await screen.findByText('Item')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it('when the address has an #anchor, then the page scrolls to that element instead of the top', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { router } = renderRoute('/', {
      routes: withRoot([
        { path: '/', element: page('Home') },
        { path: '/help', element: <h2 id="returns">Returns</h2> },
      ]),
    });
    expect(await screen.findByText('Home')).toBeInTheDocument();
    scrollTo.mockClear();

    await act(() => router.navigate('/help#returns'));
    expect(await screen.findByText('Returns')).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  describe('a blocker (unsaved edits)', () => {
    let stay = true;
    function Editor() {
      useNavigationBlocker(
        useCallback((current, next) => current.pathname !== next.pathname && stay, []),
      );
      return <Link to="/other">Other</Link>;
    }
    const routes = withRoot([
      { path: '/', element: <Link to="/editor">Editor</Link> },
      { path: '/editor', element: <Editor /> },
      { path: '/other', element: page('Other page') },
    ]);

    it('when it says stay, then neither a link nor the back button leaves the page', async () => {
      stay = true;
      const { router } = renderRoute('/', { routes });
      const editor = await screen.findByRole('link', { name: 'Editor' });
      act(() => editor.click());
      const other = await screen.findByRole('link', { name: 'Other' });

      act(() => other.click());
      expect(router.location.pathname).toBe('/editor');
      await act(() => router.navigate(-1));
      expect(router.location.pathname).toBe('/editor');
      expect(screen.getByRole('link', { name: 'Other' })).toBeInTheDocument();

      stay = false;
      await act(() => router.navigate(-1));
      expect(await screen.findByRole('link', { name: 'Editor' })).toBeInTheDocument();
      expect(router.location.pathname).toBe('/');
    });

    it('when it says leave, then a link leaves', async () => {
      stay = false;
      const { router } = renderRoute('/editor', { routes });
      act(() => screen.getByRole('link', { name: 'Other' }).click());
      expect(await screen.findByText('Other page')).toBeInTheDocument();
      expect(router.location.pathname).toBe('/other');
    });
  });

  it('when a screen fails to render, then the error screen shows until the shopper goes elsewhere', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('render failed');
    };
    const { router } = renderRoute('/', {
      routes: [
        {
          element: <RouteErrorBoundaryOutlet />,
          children: [
            { path: '/', element: page('Home') },
            { path: '/broken', element: <Broken /> },
          ],
        },
      ],
    });
    expect(await screen.findByText('Home')).toBeInTheDocument();

    await act(() => router.navigate('/broken'));
    expect(
      await screen.findByRole('heading', { name: 'Something Went Wrong' }),
    ).toBeInTheDocument();

    await act(() => router.navigate('/'));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Something Went Wrong' })).toBeNull(),
    );
  });
});

function RouteErrorBoundaryOutlet() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}
