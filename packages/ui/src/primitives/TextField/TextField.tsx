'use client';

import type { Ref } from 'react';
import { type FieldBaseProps, useTextControl } from './FieldParts';
import * as styles from './field.css';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'password', 'search', 'date'] as const;

export type TextFieldType = (typeof textFieldTypes)[number];

/** Hints for the virtual keyboard, as in HTML's `inputmode`. */
export type FieldInputMode = 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';

export type TextFieldProps = FieldBaseProps & {
  /** Kind of text: picks the keyboard on touch devices and the browser's autofill. */
  type?: TextFieldType;
  /** Virtual keyboard hint. */
  inputMode?: FieldInputMode;
  /** Forwarded to the `<input>`, so a form can move focus to its first invalid field. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled single-line text input with description and error message. Validation is the form's:
 * pass its message as `errorMessage`; the browser's own bubbles never show. State is exposed on the
 * root and the input as `data-invalid`, `data-disabled`, `data-required`, `data-readonly`.
 */
export function TextField({ type = 'text', inputMode, ref, ...field }: TextFieldProps) {
  const { root, control, parts } = useTextControl(field);
  return (
    <div {...root}>
      {parts(<input {...control} ref={ref} type={type} inputMode={inputMode} className={styles.control} />)}
    </div>
  );
}
