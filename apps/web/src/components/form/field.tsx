import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  /** Help shown between the label and the control, read with it. */
  hint?: string | undefined;
  /** A problem with the value, shown under the control, read with it and marked invalid. */
  error?: string | undefined;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled form control with its hint and its error tied to it (aria-describedby), so a screen
 * reader reads them with the field. The control itself (input, select, textarea) is the caller's.
 */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's problem, under it, with the id its control points to (`aria-describedby`). */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

interface ChoiceFieldProps<V extends string> {
  /** The first choice's id (what a label or a focus call points to); its error is `${id}-error`. */
  id: string;
  name: string;
  legend: string;
  options: readonly { value: V; label: string }[];
  value: string | undefined;
  onChange: (value: V) => void;
  error?: string | undefined;
}

/** One choice out of a few, as a row of radio buttons under a legend, with its error tied to it. */
export function ChoiceField<V extends string>({
  id,
  name,
  legend,
  options,
  value,
  onChange,
  error,
}: ChoiceFieldProps<V>) {
  return (
    <fieldset className="field" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="choice-row">
        {options.map((o, i) => (
          <label key={o.value} className="choice">
            <input
              type="radio"
              name={name}
              value={o.value}
              id={i === 0 ? id : undefined}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

interface ManyChoiceFieldProps<V extends string> {
  id: string;
  name: string;
  legend: string;
  /** Read by screen readers only, where something on screen already names the choices. */
  legendHidden?: boolean | undefined;
  hint?: string | undefined;
  options: readonly { value: V; label: string }[];
  value: readonly V[];
  onToggle: (value: V) => void;
}

/** Any number of choices under a legend, as a column of checkboxes (long labels stay readable). */
export function ManyChoiceField<V extends string>({
  id,
  name,
  legend,
  legendHidden,
  hint,
  options,
  value,
  onToggle,
}: ManyChoiceFieldProps<V>) {
  return (
    <fieldset className="field" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className={legendHidden ? 'visually-hidden' : undefined}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <div className="choice-column">
        {options.map((o, i) => (
          <label key={o.value} className="choice">
            <input
              type="checkbox"
              name={name}
              value={o.value}
              id={i === 0 ? id : undefined}
              checked={value.includes(o.value)}
              onChange={() => onToggle(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The outcome of a form's request, announced as it changes: always in the page (not only as a
 * toast), so it is read inside a modal dialog too, where the page behind is inert.
 */
export function FormMessage({ error, success }: { error?: string | undefined; success?: string | undefined }) {
  // The live regions stay in the page while empty: a region that appears together with its text
  // is not reliably announced.
  return (
    <div className="form-messages">
      <div role="alert" className={error ? 'form-alert' : undefined}>
        {error}
      </div>
      <div role="status" className={success ? 'form-success' : undefined}>
        {success}
      </div>
    </div>
  );
}

interface CurrentPasswordProps {
  id: string;
  label: string;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

/** The account's own password, asked again before something that cannot be undone. */
export function CurrentPasswordField({ id, label, error, value, onChange }: CurrentPasswordProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(p) => (
        <input
          {...p}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
