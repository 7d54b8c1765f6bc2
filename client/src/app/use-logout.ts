import { useNavigate } from 'react-router-dom';
import { cartCleared } from '@/features/cart/cart-slice';
import { notificationsCleared } from '@/features/notifications/notifications-slice';
import { ordersCleared } from '@/features/orders/orders-slice';
import { customerToken, vendorToken } from '@/lib/cookies';
import { useAppDispatch } from './hooks';
import { adminSignedOut, userSignedOut } from './session-slice';

/** Customer logout: drops the cookie and resets user, notifications, cart and order state. */
export function useCustomerLogout() {
  const dispatch = useAppDispatch();
  return () => {
    customerToken.remove();
    dispatch(userSignedOut());
    dispatch(notificationsCleared());
    dispatch(cartCleared());
    dispatch(ordersCleared());
  };
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
