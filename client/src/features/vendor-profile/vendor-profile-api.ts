import type { MessageResponse, PasswordUpdatedResponse } from '@contracts/accounts';
import type { CodResponse } from '@contracts/products';
import type { VendorProfile } from '@contracts/vendor-profile';
import { adminSignedIn } from '@/app/session-slice';
import type { RootState } from '@/app/store';
import { vendorApi } from '@/features/vendor-catalog/vendor-api';
import { SEG } from '@/lib/api-paths';

const VENDOR = `/api/vendor/${SEG}`;

/** The signed-in vendor's profile (vendor.md §7); changes also refresh the top bar's admin. */
export const vendorProfileApi = vendorApi.injectEndpoints({
  endpoints: (build) => {
    const profileWrite = <Arg>(url: string) =>
      build.mutation<VendorProfile, Arg>({
        query: (body) => ({ url: `${VENDOR}/${url}`, method: 'POST', body, auth: 'vendor' }),
        async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (!data) return;
          dispatch(vendorProfileApi.util.upsertQueryData('getVendor', undefined, data));
          const admin = (getState() as RootState).session.admin;
          if (admin) dispatch(adminSignedIn({ ...admin, ...data }));
        },
      });

    return {
      getVendor: build.query<VendorProfile, void>({
        query: () => ({ url: `${VENDOR}/getVendor`, method: 'POST', auth: 'vendor' }),
        providesTags: ['Vendor'],
      }),
      updateVendorName: profileWrite<{ name: string }>('update/name'),
      updateVendorNumber: profileWrite<{ number: string }>('update/number'),
      /** Confirms the current password; updatePassword then works for 10 minutes. */
      checkVendorPassword: build.mutation<MessageResponse, { password: string }>({
        query: (body) => ({ url: `${VENDOR}/checkPassword`, method: 'POST', body, auth: 'vendor' }),
      }),
      /** Answers a fresh token: every older one (this session's too) stops working. */
      updateVendorPassword: build.mutation<PasswordUpdatedResponse, { password: string }>({
        query: (body) => ({
          url: `${VENDOR}/updatePassword`,
          method: 'POST',
          body,
          auth: 'vendor',
        }),
      }),
      toggleCod: build.mutation<boolean, void>({
        query: () => ({ url: `${VENDOR}/toggleCOD`, method: 'POST', auth: 'vendor' }),
        transformResponse: (response: CodResponse) => response.cod,
        async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
          const { data: cod } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (cod === undefined) return;
          dispatch(
            vendorProfileApi.util.updateQueryData('getVendor', undefined, (profile) => {
              profile.cod = cod;
            }),
          );
          const admin = (getState() as RootState).session.admin;
          if (admin) dispatch(adminSignedIn({ ...admin, cod }));
        },
      }),
    };
  },
});

export const {
  useGetVendorQuery,
  useUpdateVendorNameMutation,
  useUpdateVendorNumberMutation,
  useCheckVendorPasswordMutation,
  useUpdateVendorPasswordMutation,
  useToggleCodMutation,
} = vendorProfileApi;
