import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { cartCleared } from '@/features/cart/cart-slice';
import { ordersCleared } from '@/features/orders/orders-slice';
import { SEG, USER_AUTH } from '@/lib/api-paths';
import { customerToken, vendorToken } from '@/lib/cookies';
import { useAppDispatch } from './hooks';
import { adminSignedOut, userSignedOut } from './session-slice';

/**
 * Asks the server to revoke the session's token, so a copy of it stops working too. Sent before
 * the local state is cleared, with the token in hand; its failure (offline, already expired)
 * never keeps anyone signed in: the caller clears locally whatever the answer.
 */
function revokeOnServer(url: string, token: string | undefined): void {
  if (!token) return;
  void import('./http')
    .then(({ http }) => http.post(url, {}, { headers: { Authorization: `barear ${token}` } }))
    .catch(() => undefined);
}

/**
 * Customer logout: revokes the token on the server, drops the cookie and resets user, cart and order state. The notifications
 * (RTK Query, keyed by user) stop with the user: the bell asks nothing while signed out and
 * fetches afresh at the next sign-in.
 */
export function useCustomerLogout() {
  const endSession = useCustomerSessionEnd();
  return useCallback(() => {
    revokeOnServer(`${USER_AUTH}/logout`, customerToken.get());
    endSession();
  }, [endSession]);
}

/**
 * The local half of logout, for a session the server already ended (an answer of 401): it
 * revokes nothing, since the cookie may by then hold a newer session's token.
 */
export function useCustomerSessionEnd() {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    customerToken.remove();
    dispatch(userSignedOut());
    dispatch(cartCleared());
    dispatch(ordersCleared());
  }, [dispatch]);
}

/**
 * Vendor logout: revokes the token on the server, removes the 'token' cookie, clears the admin
 * and goes to the login page.
 */
export function useVendorLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return () => {
    revokeOnServer(`/api/vendor/${SEG}/logout`, vendorToken.get());
    vendorToken.remove();
    dispatch(adminSignedOut());
    navigate('/vendor/login', { replace: true });
  };
}
