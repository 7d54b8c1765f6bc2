import type { CheckUserTokenResponse, CustomerUser } from '@contracts/auth';
import { api } from '@/app/api';
import { userSignedIn } from '@/app/session-slice';
import { isApiError } from '@/lib/api-error';
import { USER_AUTH } from '@/lib/api-paths';
import { customerToken } from '@/lib/cookies';

/**
 * The stored token's check on load, on every first page; the sign-in overlay's calls are in
 * auth-api.ts, loaded with it.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Checks the stored customer token (the argument keys the cache per token). */
    checkUserToken: build.query<CustomerUser, string>({
      query: () => ({
        url: `${USER_AUTH}/checkUserToken`,
        method: 'POST',
        auth: 'customer',
      }),
      transformResponse: (response: CheckUserTokenResponse) => response.user,
      async onQueryStarted(_token, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userSignedIn(data));
        } catch (failure) {
          // An invalid or expired token is dropped quietly; a network failure keeps it.
          const error = (failure as { error?: unknown }).error;
          if (isApiError(error) && (error.status === 401 || error.status === 403)) {
            customerToken.remove();
          }
        }
      },
    }),
  }),
});

export const { useCheckUserTokenQuery } = sessionApi;
