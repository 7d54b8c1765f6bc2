import { useEffect, useReducer } from 'react';
import { WIZARD_STEP_DELAY_MS } from './vendor-constants';
import { initialWizard, wizardReducer } from './wizard-state';

/** The wizard's state; an accepted Continue moves on after the 500 ms step animation. */
export function useWizard() {
  const [state, dispatch] = useReducer(wizardReducer, initialWizard);
  useEffect(() => {
    if (!state.moving) return;
    const timer = setTimeout(() => dispatch({ type: 'moveFinished' }), WIZARD_STEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.moving]);
  return [state, dispatch] as const;
}
