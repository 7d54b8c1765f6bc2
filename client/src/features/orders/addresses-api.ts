import type {
  AddAddressBody,
  AddressesResponse,
  DeleteAddressBody,
  SavedAddress,
  UpdateAddressBody,
} from '@contracts/addresses';
import { api } from '@/app/api';
import { SEG } from '@/lib/api-paths';

const ADDRESS = `/api/user/address/${SEG}`;

/** Each change answers the whole list: it replaces the cached one. */
const keepList = (userId: string | undefined) => ({
  async onQueryStarted(
    _body: unknown,
    {
      dispatch,
      queryFulfilled,
    }: {
      dispatch: (action: unknown) => unknown;
      queryFulfilled: Promise<{ data: SavedAddress[] }>;
    },
  ) {
    try {
      const { data } = await queryFulfilled;
      dispatch(addressesApi.util.upsertQueryData('getAddresses', userId ?? '', data));
    } catch {
      // The caller shows the error; the list stays as it was.
    }
  },
});

/** The shopper's saved delivery addresses (last used first). */
export const addressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<SavedAddress[], string>({
      query: (userId) => ({ url: `${ADDRESS}/get`, method: 'POST', body: { userId } }),
      transformResponse: (response: AddressesResponse) => response.addresses,
    }),
    addAddress: build.mutation<SavedAddress[], AddAddressBody>({
      query: (body) => ({ url: `${ADDRESS}/add`, method: 'POST', body }),
      transformResponse: (response: AddressesResponse) => response.addresses,
      onQueryStarted: (body, lifecycle) => keepList(body.userId).onQueryStarted(body, lifecycle),
    }),
    updateAddress: build.mutation<SavedAddress[], UpdateAddressBody>({
      query: (body) => ({ url: `${ADDRESS}/update`, method: 'POST', body }),
      transformResponse: (response: AddressesResponse) => response.addresses,
      onQueryStarted: (body, lifecycle) => keepList(body.userId).onQueryStarted(body, lifecycle),
    }),
    deleteAddress: build.mutation<SavedAddress[], DeleteAddressBody>({
      query: (body) => ({ url: `${ADDRESS}/delete`, method: 'POST', body }),
      transformResponse: (response: AddressesResponse) => response.addresses,
      onQueryStarted: (body, lifecycle) => keepList(body.userId).onQueryStarted(body, lifecycle),
    }),
  }),
});

export const {
  useGetAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
} = addressesApi;
