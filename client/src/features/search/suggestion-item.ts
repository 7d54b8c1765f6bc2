/** One row of the search box's suggestions: what it shows and where it leads. */
export interface SuggestionItem {
  key: string;
  label: string;
  detail: string;
  to: string;
  image?: string | null;
}

/** Text from which suggestions are asked for. */
export const SUGGEST_FROM_LENGTH = 2;
