import type { CustomerUser } from '@contracts/auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '@test/render';
import { Toaster } from '@/components/toaster';
import { SignInDialog } from './sign-in-dialog';

/* Shared by the overlay's tests (not part of the app). */

export const AUTH = '/api/user/auth/156';
export const asha: CustomerUser = { _id: 'u1', id: 'u1', name: 'Asha', phone: '9876543210' };

/** The overlay (open) with the toasts, in a fresh store. */
export function renderSignIn() {
  const onClose = jest.fn();
  const view = renderWithStore(
    <>
      <SignInDialog open onClose={onClose} />
      <Toaster />
    </>,
  );
  return { ...view, onClose };
}

/** The JSON bodies the fake network saw, by path. */
export function bodiesOf(requests: { url?: string; data?: unknown }[]) {
  return requests.map((r) => [r.url, JSON.parse(String(r.data ?? 'null')) as unknown]);
}

export const click = (name: string | RegExp) =>
  userEvent.click(screen.getByRole('button', { name }));

export const type = (label: string, text: string) =>
  userEvent.type(screen.getByLabelText(label), text);
