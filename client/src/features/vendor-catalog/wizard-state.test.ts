import { SELECT_CATEGORY, SELECT_SUB_CATEGORY } from './catalog-messages';
import { activeOnly, initialWizard, wizardReducer, type WizardAction } from './wizard-state';

const run = (...actions: WizardAction[]) => actions.reduce(wizardReducer, initialWizard);

describe('product wizard state', () => {
  it('when Continue is pressed without a category, then the spec message shows and step 1 stays', () => {
    const state = run({ type: 'continued', offered: [1, 2] });
    expect(state).toMatchObject({ step: 1, moving: false, error: SELECT_CATEGORY });
  });

  it('when the chosen category is not among the offered (active) ones, then Continue is refused', () => {
    const state = run({ type: 'categoryChosen', id: 3 }, { type: 'continued', offered: [1, 2] });
    expect(state.error).toBe(SELECT_CATEGORY);
  });

  it('walks 1 → 2 → 3 only after each accepted Continue has finished its animation', () => {
    let state = run({ type: 'categoryChosen', id: 1 }, { type: 'continued', offered: [1] });
    expect(state).toMatchObject({ step: 1, moving: true, error: null });
    state = wizardReducer(state, { type: 'moveFinished' });
    expect(state.step).toBe(2);

    state = wizardReducer(state, { type: 'continued', offered: [11] });
    expect(state.error).toBe(SELECT_SUB_CATEGORY);
    const steps: WizardAction[] = [
      { type: 'subCategoryChosen', id: 11 },
      { type: 'continued', offered: [11] },
      { type: 'moveFinished' },
    ];
    state = steps.reduce(wizardReducer, state);
    expect(state).toMatchObject({ step: 3, categoryId: 1, subCategoryId: 11 });
  });

  it('when another category is chosen, then the sub-category choice is dropped', () => {
    const state = run(
      { type: 'categoryChosen', id: 1 },
      { type: 'subCategoryChosen', id: 11 },
      { type: 'categoryChosen', id: 2 },
    );
    expect(state).toMatchObject({ categoryId: 2, subCategoryId: null });
  });

  it('goes back one step, never before step 1', () => {
    const atTwo = run(
      { type: 'categoryChosen', id: 1 },
      { type: 'continued', offered: [1] },
      { type: 'moveFinished' },
    );
    expect(wizardReducer(atTwo, { type: 'wentBack' }).step).toBe(1);
    expect(wizardReducer(initialWizard, { type: 'wentBack' })).toBe(initialWizard);
  });

  it('offers only active rows, in display order', () => {
    const rows = [
      { id: 1, status: 1 as const, index: 2 },
      { id: 2, status: 0 as const, index: 0 },
      { id: 3, status: 1 as const, index: 1 },
    ];
    expect(activeOnly(rows).map((row) => row.id)).toEqual([3, 1]);
  });
});
