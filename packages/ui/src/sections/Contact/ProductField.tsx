'use client';

import { msg } from '@lingui/core/macro';
import { useUiLingui } from '../../i18n/useUiLingui';
import type { FieldBaseProps } from '../../primitives/TextField/FieldParts';
import { Choice } from './Choice';
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
export function ProductField({ options, required: _optional, ...field }: ProductFieldProps) {
  const { t } = useUiLingui();
  return (
    <Choice
      {...field}
      options={options}
      label={t(msg({ id: 'contact.form.product', message: 'Product family (optional)' }))}
      noneLabel={t(msg({ id: 'contact.form.productNone', message: 'No particular product family' }))}
    />
  );
}
