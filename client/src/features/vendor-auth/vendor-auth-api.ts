import type {
  CheckAdminTokenResponse,
  TokenResponse,
  VendorSigninBody,
  VendorUser,
} from '@contracts/auth';
import { api } from '@/app/api';
import { adminSignedIn } from '@/app/session-slice';
import { isApiError } from '@/lib/api-error';
import { SEG } from '@/lib/api-paths';
import { vendorToken } from '@/lib/cookies';

export const vendorAuthApi = api.injectEndpoints({
  endpoints: (build) => ({
    vendorSignin: build.mutation<TokenResponse, VendorSigninBody>({
      query: (body) => ({ url: `/api/vendor/${SEG}/signin`, method: 'POST', body, auth: 'none' }),
    }),
    /** Checks the vendor token (the argument keys the cache per token). */
    checkAdminToken: build.query<VendorUser, string>({
      query: () => ({ url: `/api/vendor/${SEG}/checkAdminToken`, method: 'POST', auth: 'vendor' }),
      transformResponse: (response: CheckAdminTokenResponse) => response.user,
      async onQueryStarted(_token, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(adminSignedIn(data));
        } catch (failure) {
          const error = (failure as { error?: unknown }).error;
          if (isInvalidToken(error)) vendorToken.remove();
        }
      },
    }),
  }),
});

/** 401/403 mean the token is invalid or expired (other failures: try again later). */
export function isInvalidToken(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

export const { useVendorSigninMutation, useCheckAdminTokenQuery } = vendorAuthApi;
