import type { RatingCheckResponse } from '@contracts/accounts';
import { api } from '@/app/api';
import { USER_AUTH } from '@/lib/api-paths';

export interface RatingBody {
  product: number;
  userId: string;
  rating: { rate: number; review: string };
}

const ownRatingTag = (product: number) => ({ type: 'Products' as const, id: `rating-${product}` });

/** The Rate form: the server decides whether this shopper may rate, then stores the rating. */
export const ratingApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkCanRate: build.mutation<RatingCheckResponse, { product: number; userId: string }>({
      query: (body) => ({ url: `${USER_AUTH}/ratingCheckProduct`, method: 'POST', body }),
    }),
    /** The signed-in shopper's own rating of a product (to edit it); fails when they may not rate. */
    getOwnRating: build.query<RatingCheckResponse, { product: number; userId: string }>({
      query: (body) => ({ url: `${USER_AUTH}/ratingCheckProduct`, method: 'POST', body }),
      providesTags: (_result, _error, { product }) => [ownRatingTag(product)],
    }),
    setRating: build.mutation<{ message?: string }, RatingBody>({
      query: (body) => ({ url: `${USER_AUTH}/setRating`, method: 'POST', body }),
      invalidatesTags: (_result, error, { product }) =>
        error ? [] : [{ type: 'Products', id: product }, ownRatingTag(product)],
    }),
  }),
});

export const { useCheckCanRateMutation, useGetOwnRatingQuery, useSetRatingMutation } = ratingApi;
