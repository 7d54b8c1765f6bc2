import type { FormHTMLAttributes } from 'react';

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  /** Runs on Enter or the submit button, without reloading the page. */
  onSubmit: () => unknown;
};

/** A form that checks its own fields (no browser bubbles) and submits through `onSubmit`. */
export function Form({ onSubmit, children, ...rest }: FormProps) {
  return (
    <form
      noValidate
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
