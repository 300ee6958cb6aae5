'use client';

import { type FieldBaseProps, useTextControl } from '../../primitives/TextField/FieldParts';
import * as fieldStyles from '../../primitives/TextField/field.css';
import * as styles from './Contact.css';

export type ChoiceProps = Pick<
  FieldBaseProps,
  'name' | 'label' | 'defaultValue' | 'errorMessage' | 'readOnly' | 'required'
> & {
  /** The values and their labels. */
  options: readonly { value: string; label: string }[];
  /** A first option for no choice (value `''`), with this label. */
  noneLabel?: string;
};

/**
 * The contact form's native `<select>` (keyboard, screen readers and phones as the platform has them; it
 * works before the page's script runs), built from the text fields' parts, so label, message and states
 * look the same. The product family and the quote's unit and currency use it.
 */
export function Choice({ options, noneLabel, readOnly, ...field }: ChoiceProps) {
  const { root, control, parts } = useTextControl(field);
  // A select has no read-only state; while sending, its value has already been read.
  const { readOnly: _readOnly, ...select } = control;
  return (
    <div {...root} data-readonly={readOnly || undefined}>
      {parts(
        <select {...select} className={`${fieldStyles.control} ${styles.select}`}>
          {noneLabel !== undefined ? <option value="">{noneLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>,
      )}
    </div>
  );
}
