import type { NewNotifyResponse, NotificationItem, NotifyListResponse } from '@contracts/accounts';
import { api } from '@/app/api';
import { NOTIFY_PAGE_SIZE } from '@/lib/account-constants';
import { SEG } from '@/lib/api-paths';

const ORDER = `/api/user/order/${SEG}`;

/** The bell: unread count, the list 10 per page (newest first), and "mark all read". */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewNotify: build.query<number, string>({
      query: (userId) => ({ url: `${ORDER}/getNewNotify`, method: 'POST', body: { userId } }),
      transformResponse: (response: NewNotifyResponse) => response.newNotify,
      providesTags: [{ type: 'Notifications', id: 'COUNT' }],
    }),
    getNotify: build.infiniteQuery<NotificationItem[], string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _all, lastPageParam) =>
          lastPage.length < NOTIFY_PAGE_SIZE ? undefined : lastPageParam + 1,
      },
      query: ({ queryArg: userId, pageParam }) => ({
        url: `${ORDER}/getNotify`,
        method: 'POST',
        body: { userId, count: pageParam },
      }),
      transformResponse: (response: NotifyListResponse) => response.notifications,
      providesTags: [{ type: 'Notifications', id: 'LIST' }],
    }),
    /** Marks everything read; the badge drops to 0 at once and comes back if the call fails. */
    setNewNotify: build.mutation<NewNotifyResponse, string>({
      query: (userId) => ({ url: `${ORDER}/setNewNotify`, method: 'POST', body: { userId } }),
      async onQueryStarted(userId, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNewNotify', userId, () => 0),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetNewNotifyQuery, useGetNotifyInfiniteQuery, useSetNewNotifyMutation } =
  notificationsApi;
