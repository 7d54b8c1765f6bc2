import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { errorMessage } from '@/lib/api-error';
import { cx } from '@/lib/cx';
import { AddProductStep } from './add-product-step';
import { categoryRow } from './categories-panel';
import { NO_ACTIVE_CATEGORY, NO_ACTIVE_SUB_CATEGORY } from './catalog-messages';
import { ChoiceStep } from './choice-step';
import { LoadError } from './load-error';
import { Panel } from './panel';
import { reportSave } from './report';
import { subCategoryRow } from './sub-categories-panel';
import { useWizard } from './use-wizard';
import {
  useGetVendorCategoriesQuery,
  useGetVendorSubCategoriesQuery,
  useInsertCategoryMutation,
  useInsertSubCategoryMutation,
} from './vendor-catalog-api';
import { activeOnly } from './wizard-state';
import { WIZARD_STEPS, WizardSteps } from './wizard-steps';
import admin from './admin.module.css';
import styles from './product-wizard.module.css';

/** /vendor/product: the 'Product Insert' wizard, steps 1–3 (step 4 is /vendor/product/{id}). */
export function ProductInsertPage() {
  const [state, dispatch] = useWizard();
  const categories = useGetVendorCategoriesQuery();
  const subCategories = useGetVendorSubCategoriesQuery(state.categoryId ?? skipToken);
  const [insertCategory] = useInsertCategoryMutation();
  const [insertSubCategory] = useInsertSubCategoryMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const activeCategories = activeOnly((categories.data ?? []).map(categoryRow));
  const activeSubCategories = activeOnly((subCategories.data ?? []).map(subCategoryRow));
  const category = activeCategories.find((row) => row.id === state.categoryId);
  const subCategory = activeSubCategories.find((row) => row.id === state.subCategoryId);

  // Each new step is announced by moving focus to its heading (not on the first render).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [state.step]);

  if (categories.isLoading) return <Skeleton height={320} radius="lg" />;
  if (!categories.data) {
    return <LoadError error={categories.error} onRetry={() => void categories.refetch()} />;
  }

  const offered = (state.step === 1 ? activeCategories : activeSubCategories).map((row) => row.id);
  const title = WIZARD_STEPS[state.step - 1];

  return (
    <>
      <PageHeader title="Product Insert" description="Add a product in four steps." />
      <WizardSteps active={state.step} />
      <Panel
        aria-labelledby="wizard-step-title"
        key={state.step}
        className={cx(styles.panel, state.moving && styles.leaving)}
        aria-busy={state.moving || undefined}
      >
        <div className={admin.cardHeader}>
          <div>
            <h2
              id="wizard-step-title"
              ref={headingRef}
              tabIndex={-1}
              className={cx(admin.cardTitle, styles.stepTitle)}
            >
              Step {state.step}: {title}
            </h2>
            {state.step > 1 && (
              <p className={admin.cardText}>
                {category?.name}
                {state.step === 3 && subCategory ? ` › ${subCategory.name}` : ''}
              </p>
            )}
          </div>
        </div>
        {state.step === 1 && (
          <ChoiceStep
            noun="Category"
            options={activeCategories}
            chosenId={state.categoryId}
            onChoose={(id) => dispatch({ type: 'categoryChosen', id })}
            emptyMessage={NO_ACTIVE_CATEGORY}
            onCreate={async (name, image) => {
              const result = await insertCategory({ newCategoryName: name, images: [image] });
              if (result.error) return errorMessage(result.error);
              reportSave(result);
              const created = result.data.find((row) => row.categoryName === name);
              if (created) dispatch({ type: 'categoryChosen', id: created._id });
              return null;
            }}
          />
        )}
        {state.step === 2 && state.categoryId !== null && (
          <ChoiceStep
            noun="Sub-Category"
            options={activeSubCategories}
            chosenId={state.subCategoryId}
            onChoose={(id) => dispatch({ type: 'subCategoryChosen', id })}
            emptyMessage={subCategories.isLoading ? 'Loading…' : NO_ACTIVE_SUB_CATEGORY}
            onCreate={async (name, image) => {
              const parent = state.categoryId!;
              const result = await insertSubCategory({
                newSubCategoryName: name,
                parent,
                images: [image],
              });
              if (result.error) return errorMessage(result.error);
              reportSave(result);
              const created = result.data.find((row) => row.subCategoryName === name);
              if (created) dispatch({ type: 'subCategoryChosen', id: created._id });
              return null;
            }}
          />
        )}
        {state.step === 3 && state.categoryId !== null && state.subCategoryId !== null && (
          <AddProductStep
            parents={{ category: state.categoryId, subCategory: state.subCategoryId }}
            onBack={() => dispatch({ type: 'wentBack' })}
          />
        )}
        {state.error && (
          <p role="alert" className={cx(admin.errorBox, styles.stepError)}>
            {state.error}
          </p>
        )}
        {state.step < 3 && (
          <div className={admin.formActions}>
            {state.step > 1 && (
              <Button variant="secondary" onClick={() => dispatch({ type: 'wentBack' })}>
                Back
              </Button>
            )}
            <Button loading={state.moving} onClick={() => dispatch({ type: 'continued', offered })}>
              Continue
            </Button>
          </div>
        )}
      </Panel>
    </>
  );
}
