import { api } from '@/app/api';
import { SEG } from '@/lib/api-paths';

const AUTH = `/api/user/auth/${SEG}`;

export interface RatingBody {
  product: number;
  userId: string;
  rating: { rate: number; review: string };
}

/** The Rate form: the server decides whether this shopper may rate, then stores the rating. */
export const ratingApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkCanRate: build.mutation<unknown, { product: number; userId: string }>({
      query: (body) => ({ url: `${AUTH}/ratingCheckProduct`, method: 'POST', body }),
    }),
    setRating: build.mutation<{ message?: string }, RatingBody>({
      query: (body) => ({ url: `${AUTH}/setRating`, method: 'POST', body }),
      invalidatesTags: (_result, error, { product }) =>
        error ? [] : [{ type: 'Products', id: product }],
    }),
  }),
});

export const { useCheckCanRateMutation, useSetRatingMutation } = ratingApi;
