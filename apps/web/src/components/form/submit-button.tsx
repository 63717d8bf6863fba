import type { ButtonHTMLAttributes, Ref } from 'react';

interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** A request runs (useSubmit's `busy`): disabled, and said to be busy to a screen reader. */
  busy: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The button that sends a form (or a dialog's request): disabled while it runs or while `disabled`
 * (nothing to send yet), with `aria-busy` only while it runs. A submit button unless `type` says.
 */
export function SubmitButton({ busy, disabled, type = 'submit', children, ...rest }: SubmitButtonProps) {
  return (
    <button {...rest} type={type} disabled={busy || disabled} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}
