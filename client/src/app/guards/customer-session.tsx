import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCheckUserTokenQuery } from '@/features/auth/session-api';
import { customerToken } from '@/lib/cookies';

/**
 * On load, a customer token in the cookie triggers checkUserToken: a valid one signs the user
 * in (auth-api), an invalid one is removed quietly.
 */
export function CustomerSession() {
  const [tokenAtLoad] = useState(customerToken.get);
  useCheckUserTokenQuery(tokenAtLoad ?? skipToken);
  return null;
}
