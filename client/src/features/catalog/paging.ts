/**
 * Infinite lists ask for page count + 1 while the last page came back full; a short or empty
 * page means the list is exhausted (spec §2: infinite scroll on category and search).
 */
export function nextPage(lastPage: readonly unknown[], lastPageParam: number, pageSize: number) {
  return lastPage.length < pageSize ? undefined : lastPageParam + 1;
}
