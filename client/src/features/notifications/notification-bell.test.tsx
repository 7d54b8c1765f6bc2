import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '@test/render';
import { NotificationBell } from './notification-bell';

const withUnread = (newNotify: number, notifyList: string[] = []) => ({
  preloadedState: { notifications: { newNotify, notifyList, vendorNewNotify: 0 } },
});

describe('NotificationBell', () => {
  it('when there are 9 unread, then the badge shows 9', () => {
    renderWithStore(<NotificationBell />, withUnread(9));
    const bell = screen.getByRole('button', { name: 'Notifications, 9 unread' });
    expect(bell).toHaveTextContent(/^9$/);
  });

  it('when there are 10 unread, then the badge shows 9+', () => {
    renderWithStore(<NotificationBell />, withUnread(10));
    const bell = screen.getByRole('button', { name: 'Notifications, 10 unread' });
    expect(bell).toHaveTextContent(/^9\+$/);
  });

  it('when there are none, then no badge is shown', () => {
    renderWithStore(<NotificationBell />, withUnread(0));
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveTextContent(/^$/);
  });

  it('when the bell is opened, then the notification lines are listed', async () => {
    renderWithStore(<NotificationBell />, withUnread(1, ['Your order ORD-1 is shipped']));
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'Your order ORD-1 is shipped',
    );
  });
});
