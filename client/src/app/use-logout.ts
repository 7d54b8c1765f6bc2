import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { cartCleared } from '@/features/cart/cart-slice';
import { ordersCleared } from '@/features/orders/orders-slice';
import { customerToken, vendorToken } from '@/lib/cookies';
import { useAppDispatch } from './hooks';
import { adminSignedOut, userSignedOut } from './session-slice';

/**
 * Customer logout: drops the cookie and resets user, cart and order state. The notifications
 * (RTK Query, keyed by user) stop with the user: the bell asks nothing while signed out and
 * fetches afresh at the next sign-in.
 */
export function useCustomerLogout() {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    customerToken.remove();
    dispatch(userSignedOut());
    dispatch(cartCleared());
    dispatch(ordersCleared());
  }, [dispatch]);
}

/** Vendor logout: removes the 'token' cookie, clears the admin and goes to the login page. */
export function useVendorLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return () => {
    vendorToken.remove();
    dispatch(adminSignedOut());
    navigate('/vendor/login', { replace: true });
  };
}
