import type {
  SearchSuggestionsBody,
  SearchSuggestionsResponse,
} from '@contracts/search-suggestions';
import { api } from '@/app/api';

export const searchSuggestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** What the search box suggests for the typed text. Public: no token. */
    getSearchSuggestions: build.query<SearchSuggestionsResponse, string>({
      query: (item) => ({
        url: '/api/user/searchSuggestions',
        method: 'POST',
        body: { item } satisfies SearchSuggestionsBody,
        auth: 'none',
      }),
      keepUnusedDataFor: 120,
    }),
  }),
});

export const { useGetSearchSuggestionsQuery } = searchSuggestionsApi;
