import type {
  ForgetBody,
  MessageResponse,
  NumberBody,
  SessionResponse,
  SigninBody,
  SignupBody,
  VerifyOtpBody,
  VerifyOtpResponse,
} from '@contracts/accounts';
import type { CheckUserTokenResponse, CustomerUser } from '@contracts/auth';
import { api } from '@/app/api';
import { userSignedIn } from '@/app/session-slice';
import { isApiError } from '@/lib/api-error';
import { SEG } from '@/lib/api-paths';
import { customerToken } from '@/lib/cookies';

const AUTH = `/api/user/auth/${SEG}`;

/** A public call: nobody is signed in yet, so no token goes with it. */
const publicPost = (path: string) => (body: unknown) => ({
  url: `${AUTH}/${path}`,
  method: 'POST' as const,
  body,
  auth: 'none' as const,
});

/** Login and sign-up answer {token, user}: keep the token (1 day) and sign the user in. */
async function startSession(
  queryFulfilled: Promise<{ data: SessionResponse }>,
  dispatch: (action: ReturnType<typeof userSignedIn>) => unknown,
) {
  try {
    const { data } = await queryFulfilled;
    customerToken.set(data.token);
    dispatch(userSignedIn(data.user));
  } catch {
    // The form shows the server's error.
  }
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Checks the stored customer token (the argument keys the cache per token). */
    checkUserToken: build.query<CustomerUser, string>({
      query: () => ({
        url: `${AUTH}/checkUserToken`,
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
    /** Sign-up's first check: refuses a number that already has an account. */
    checkNumber: build.mutation<MessageResponse, NumberBody>({ query: publicPost('userCheck') }),
    /** Sends a one-time code to +91{number}. */
    sendOtp: build.mutation<MessageResponse, NumberBody>({ query: publicPost('sendOtp') }),
    /** Trades a correct code for a short-lived proof of the number. */
    verifyOtp: build.mutation<VerifyOtpResponse, VerifyOtpBody>({ query: publicPost('verifyOtp') }),
    signUp: build.mutation<SessionResponse, SignupBody>({
      query: publicPost('userSignup'),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        startSession(queryFulfilled, dispatch),
    }),
    signIn: build.mutation<SessionResponse, SigninBody>({
      query: publicPost('userSignin'),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        startSession(queryFulfilled, dispatch),
    }),
    /** Sets a new password for a verified number; the shopper then logs in with it. */
    resetPassword: build.mutation<MessageResponse, ForgetBody>({ query: publicPost('userForget') }),
  }),
});

export const {
  useCheckUserTokenQuery,
  useCheckNumberMutation,
  useSendOtpMutation,
  useVerifyOtpMutation,
  useSignUpMutation,
  useSignInMutation,
  useResetPasswordMutation,
} = authApi;
