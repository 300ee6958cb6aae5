'use client';

import type { Ref } from 'react';
import { type FieldBaseProps, useTextControl } from '../TextField/FieldParts';
import * as fieldStyles from '../TextField/field.css';
import * as styles from './TextArea.css';

export type TextAreaProps = FieldBaseProps & {
  /** Visible lines of text before it scrolls; 5 by default. The visitor can drag it taller. */
  rows?: number;
  /** Forwarded to the `<textarea>`, so a form can move focus to its first invalid field. */
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * A labelled multi-line text input with description and error message, styled like TextField.
 * Validation is the form's: pass its message as `errorMessage`; the browser's own bubbles never show.
 */
export function TextArea({ rows = 5, ref, ...field }: TextAreaProps) {
  const { root, control, parts } = useTextControl(field);
  return (
    <div {...root}>
      {parts(
        <textarea
          {...control}
          ref={ref}
          rows={rows}
          className={`${fieldStyles.control} ${styles.textarea}`}
        />,
      )}
    </div>
  );
}
