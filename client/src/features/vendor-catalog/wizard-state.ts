import { SELECT_CATEGORY, SELECT_SUB_CATEGORY } from './catalog-messages';

/** Steps 1 Select Category, 2 Select Sub-Category, 3 Add Product; 4 General is the product page. */
export type WizardStep = 1 | 2 | 3;

export interface WizardState {
  step: WizardStep;
  categoryId: number | null;
  subCategoryId: number | null;
  /** Continue was accepted; the step changes when the animation ends. */
  moving: boolean;
  error: string | null;
}

export type WizardAction =
  | { type: 'categoryChosen'; id: number }
  | { type: 'subCategoryChosen'; id: number }
  /** `offered`: ids of the active (sub-)categories shown on the current step. */
  | { type: 'continued'; offered: number[] }
  | { type: 'moveFinished' }
  | { type: 'wentBack' };

export const initialWizard: WizardState = {
  step: 1,
  categoryId: null,
  subCategoryId: null,
  moving: false,
  error: null,
};

/** Only active categories and sub-categories are offered, in display order. */
export function activeOnly<T extends { status: 0 | 1; index: number }>(rows: T[]): T[] {
  return rows.filter((row) => row.status === 1).sort((a, b) => a.index - b.index);
}

function continueFrom(state: WizardState, offered: number[]): WizardState {
  if (state.moving || state.step === 3) return state;
  const chosen = state.step === 1 ? state.categoryId : state.subCategoryId;
  if (chosen === null || !offered.includes(chosen))
    return { ...state, error: state.step === 1 ? SELECT_CATEGORY : SELECT_SUB_CATEGORY };
  return { ...state, moving: true, error: null };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'categoryChosen':
      // Another category: its sub-categories differ, so the sub-category choice is dropped.
      return action.id === state.categoryId
        ? { ...state, error: null }
        : { ...state, categoryId: action.id, subCategoryId: null, error: null };
    case 'subCategoryChosen':
      return { ...state, subCategoryId: action.id, error: null };
    case 'continued':
      return continueFrom(state, action.offered);
    case 'moveFinished':
      if (!state.moving) return state;
      return { ...state, moving: false, step: (state.step + 1) as WizardStep };
    case 'wentBack':
      if (state.step === 1 || state.moving) return state;
      return { ...state, step: (state.step - 1) as WizardStep, error: null };
  }
}
