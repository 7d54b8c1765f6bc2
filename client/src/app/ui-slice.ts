import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface UiState {
  /** A blocking operation is running (payment, saving): the page is dimmed. */
  loading: boolean;
  /** A navigation waits for data: the page is dimmed too. */
  navLoading: boolean;
  /** The last search text, kept for the search box and the results page. */
  searchItem: string;
  /** The sign-in overlay is open (asked for by any screen that needs a customer). */
  signInOpen: boolean;
}

const initialState: UiState = {
  loading: false,
  navLoading: false,
  searchItem: '',
  signInOpen: false,
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    loadingStarted: (state) => {
      state.loading = true;
    },
    loadingFinished: (state) => {
      state.loading = false;
    },
    navLoadingStarted: (state) => {
      state.navLoading = true;
    },
    navLoadingFinished: (state) => {
      state.navLoading = false;
    },
    searchSubmitted: (state, action: PayloadAction<string>) => {
      state.searchItem = action.payload;
    },
    signInRequested: (state) => {
      state.signInOpen = true;
    },
    signInClosed: (state) => {
      state.signInOpen = false;
    },
  },
  selectors: {
    selectIsBlocked: (state) => state.loading || state.navLoading,
    selectSearchItem: (state) => state.searchItem,
    selectSignInOpen: (state) => state.signInOpen,
  },
});

export const {
  loadingStarted,
  loadingFinished,
  navLoadingStarted,
  navLoadingFinished,
  searchSubmitted,
  signInRequested,
  signInClosed,
} = uiSlice.actions;
export const { selectIsBlocked, selectSearchItem, selectSignInOpen } = uiSlice.selectors;
