import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { customerToken } from '@/lib/cookies';
import { useCheckUserTokenQuery } from './session-api';

export type CustomerStatus = 'checking' | 'signed-in' | 'signed-out';

/**
 * Whether a customer is signed in, with 'checking' while a stored token is still being
 * confirmed on load, so pages that need a customer do not ask for a login too early.
 */
export function useCustomerStatus(): CustomerStatus {
  const user = useAppSelector(selectUser);
  const token = user ? undefined : customerToken.get();
  // Shares the on-load check's cache entry (CustomerSession): no second request.
  const check = useCheckUserTokenQuery(token ?? skipToken);
  if (user) return 'signed-in';
  return token && !check.isError ? 'checking' : 'signed-out';
}
