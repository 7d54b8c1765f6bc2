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
import { api } from '@/app/api';
import { userSignedIn } from '@/app/session-slice';
import { USER_AUTH } from '@/lib/api-paths';
import { customerToken } from '@/lib/cookies';

/** A public call: nobody is signed in yet, so no token goes with it. */
const publicPost = (path: string) => (body: unknown) => ({
  url: `${USER_AUTH}/${path}`,
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
  useCheckNumberMutation,
  useSendOtpMutation,
  useVerifyOtpMutation,
  useSignUpMutation,
  useSignInMutation,
  useResetPasswordMutation,
} = authApi;
