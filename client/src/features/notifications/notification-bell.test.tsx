import type { NotificationItem } from '@contracts/accounts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, type Handler, type Reply } from '@test/fake-http';
import { renderWithStore } from '@test/render';
import { formatDateTime } from '@/lib/date';
import { NotificationBell } from './notification-bell';

const ORDER = '/api/user/order/156';
const asha = { _id: 'u1', id: 'u1', name: 'Asha', phone: '9876543210' };
const signedIn = { preloadedState: { session: { user: asha, admin: null } } };

const aNotification = (id: number, read = false): NotificationItem => ({
  _id: id,
  message: `Your order is Shipping. Order ID: ORD-${id}`,
  orderId: `ORD-${id}`,
  createdAt: '2026-11-04T09:35:00.000Z',
  read,
});

function renderBell(routes: Record<string, Reply | Handler>, options = signedIn) {
  const network = fakeHttp(routes);
  const onSessionExpired = jest.fn();
  const view = renderWithStore(<NotificationBell onSessionExpired={onSessionExpired} />, options);
  const countCalls = () => network.requests.filter((r) => r.url === `${ORDER}/getNewNotify`).length;
  return { network, onSessionExpired, countCalls, ...view };
}

const bell = (name: string | RegExp) => screen.findByRole('button', { name });

describe('NotificationBell', () => {
  it('when there are 9 unread, then the badge shows 9', async () => {
    renderBell({ [`POST ${ORDER}/getNewNotify`]: [200, { newNotify: 9 }] });
    expect(await bell('Notifications, 9 unread')).toHaveTextContent(/^9$/);
  });

  it('when there are 10 unread, then the badge shows 9+', async () => {
    renderBell({ [`POST ${ORDER}/getNewNotify`]: [200, { newNotify: 10 }] });
    expect(await bell('Notifications, 10 unread')).toHaveTextContent(/^9\+$/);
  });

  it('when signed out, then nothing is asked and the bell offers to sign in', async () => {
    const { network } = renderBell({}, { preloadedState: {} } as typeof signedIn);

    await userEvent.click(await bell('Notifications'));

    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'Sign in to get updates about your orders here.',
    );
    expect(network.requests).toHaveLength(0);
  });

  it('when the bell is opened, then the list shows, they are marked read and the count drops to 0', async () => {
    const firstPage = Array.from({ length: 10 }, (_, i) => aNotification(20 - i, i >= 2));
    const { network } = renderBell({
      [`POST ${ORDER}/getNewNotify`]: [200, { newNotify: 2 }],
      [`POST ${ORDER}/setNewNotify`]: [200, { newNotify: 0 }],
      [`POST ${ORDER}/getNotify`]: (config) =>
        JSON.parse(String(config.data)).count === 1
          ? [200, { notify: firstPage.map((n) => n.message), notifications: firstPage }]
          : [200, { notify: ['m'], notifications: [aNotification(1, true)] }],
    });

    await userEvent.click(await bell('Notifications, 2 unread'));

    const panel = screen.getByRole('region', { name: 'Notifications' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(10);
    // The list scrolls within the panel once it holds a few (its max-height): the keyboard
    // reaches it, to scroll it with the arrow keys.
    await userEvent.tab();
    expect(within(panel).getByRole('list', { name: 'Order updates' })).toHaveFocus();
    expect(items[0]).toHaveTextContent('New: Your order is Shipping. Order ID: ORD-20');
    expect(items[0]).toHaveTextContent(formatDateTime('2026-11-04T09:35:00.000Z'));
    expect(items[0]).toHaveTextContent('3:05');
    expect(items[2]).not.toHaveTextContent('New:');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications' })).toHaveTextContent(/^$/),
    );
    const markRead = network.requests.find((r) => r.url === `${ORDER}/setNewNotify`);
    expect(JSON.parse(String(markRead?.data))).toEqual({ userId: 'u1' });

    await userEvent.click(within(panel).getByRole('button', { name: 'More' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(11));
    expect(within(panel).queryByRole('button', { name: 'More' })).toBeNull();
  });

  describe('while the shopper stays on the site', () => {
    let hidden = false;
    beforeAll(() => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (hidden ? 'hidden' : 'visible'),
      });
    });
    beforeEach(() => {
      hidden = false;
      jest.useFakeTimers();
    });
    afterEach(() => jest.useRealTimers());
    const setHidden = (value: boolean) =>
      act(() => {
        hidden = value;
        document.dispatchEvent(new Event('visibilitychange'));
      });

    it('when new notifications arrive, then the count updates without a reload', async () => {
      let unread = 1;
      const { countCalls } = renderBell({
        [`POST ${ORDER}/getNewNotify`]: () => [200, { newNotify: unread }],
      });
      expect(await bell('Notifications, 1 unread')).toBeInTheDocument();

      unread = 12;
      await act(() => jest.advanceTimersByTimeAsync(25_000));

      expect(await bell('Notifications, 12 unread')).toHaveTextContent(/^9\+$/);
      expect(countCalls()).toBe(2);
    });

    it('when the tab is hidden, then it stops asking, and asks at once when it is back', async () => {
      const { countCalls } = renderBell({
        [`POST ${ORDER}/getNewNotify`]: [200, { newNotify: 1 }],
      });
      await bell('Notifications, 1 unread');

      setHidden(true);
      await act(() => jest.advanceTimersByTimeAsync(120_000));
      expect(countCalls()).toBe(1);

      setHidden(false);
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(countCalls()).toBe(2);
    });

    it('when the server no longer accepts the token, then the session is ended', async () => {
      const { onSessionExpired } = renderBell({
        [`POST ${ORDER}/getNewNotify`]: [401, { error: 'Your session has expired' }],
      });
      await waitFor(() => expect(onSessionExpired).toHaveBeenCalled());
    });
  });
});
