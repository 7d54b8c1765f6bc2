import { screen } from '@testing-library/react';
import { fakeHttp } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { AppRoot } from './app-root';

const routes = [{ element: <AppRoot />, children: [{ path: '/', element: <p>Page</p> }] }];

describe('AppRoot scroll restoration', () => {
  afterEach(() => {
    sessionStorage.clear();
    jest.restoreAllMocks();
  });

  it('when a page is loaded fresh after another fresh load scrolled down, then it starts at the top', async () => {
    fakeHttp({});
    // What the previous document saved for its first entry (an entry without history state).
    sessionStorage.setItem('shop-scroll-positions', JSON.stringify({ default: 700 }));
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

    renderRoute('/', { routes });

    expect(await screen.findByText('Page')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 700);
  });
});
