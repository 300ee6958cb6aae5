'use client';

import { msg } from '@lingui/core/macro';
import { useUiLingui } from '../../i18n/useUiLingui';
import { type FieldBaseProps, useTextControl } from '../../primitives/TextField/FieldParts';
import * as fieldStyles from '../../primitives/TextField/field.css';
import * as styles from './Contact.css';
import type { ContactProductOption } from './types';

export type ProductFieldProps = Pick<
  FieldBaseProps,
  'name' | 'defaultValue' | 'errorMessage' | 'readOnly' | 'required'
> & {
  /** The product families to choose from. */
  options: readonly ContactProductOption[];
};

/**
 * The contact form's optional "Product family" choice: a native `<select>` (keyboard, screen readers and
 * phones as the platform has them; it works before the page's script runs), with a first option for "no
 * particular family". Built from the text fields' parts, so label, message and states look the same.
 */
export function ProductField({ options, readOnly, required: _optional, ...field }: ProductFieldProps) {
  const { t } = useUiLingui();
  const { root, control, parts } = useTextControl({
    ...field,
    label: t(msg({ id: 'contact.form.product', message: 'Product family (optional)' })),
  });
  // A select has no read-only state; while sending, its value has already been read.
  const { readOnly: _readOnly, ...select } = control;
  return (
    <div {...root} data-readonly={readOnly || undefined}>
      {parts(
        <select {...select} className={`${fieldStyles.control} ${styles.select}`}>
          <option value="">
            {t(msg({ id: 'contact.form.productNone', message: 'No particular product family' }))}
          </option>
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
