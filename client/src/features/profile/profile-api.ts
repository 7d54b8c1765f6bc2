import type {
  checkPasswordBody,
  MessageResponse,
  PasswordUpdatedResponse,
  RenameResponse,
  updateNameBody,
  updatePasswordBody,
} from '@contracts/accounts';
import type { z } from 'zod';
import { api } from '@/app/api';
import { userRenamed } from '@/app/session-slice';
import { USER_AUTH } from '@/lib/api-paths';
import { customerToken } from '@/lib/cookies';

const PROFILE = `${USER_AUTH}/updateProfile`;

/** The profile page's calls (the customer token goes with them). */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateName: build.mutation<RenameResponse, z.input<typeof updateNameBody>>({
      query: (body) => ({ url: `${PROFILE}/general`, method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userRenamed(data.user.name));
        } catch {
          // The form shows the error.
        }
      },
    }),
    /** Step one of a password change: the server confirms the current password. */
    checkPassword: build.mutation<MessageResponse, z.input<typeof checkPasswordBody>>({
      query: (body) => ({ url: `${PROFILE}/security/checkPassword`, method: 'POST', body }),
    }),
    /** Step two: older tokens stop working, so the answer's fresh token replaces the cookie. */
    updatePassword: build.mutation<PasswordUpdatedResponse, z.input<typeof updatePasswordBody>>({
      query: (body) => ({ url: `${PROFILE}/security/updatePassword`, method: 'POST', body }),
      async onQueryStarted(_body, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          customerToken.set(data.token);
        } catch {
          // The form shows the error.
        }
      },
    }),
  }),
});

export const { useUpdateNameMutation, useCheckPasswordMutation, useUpdatePasswordMutation } =
  profileApi;
