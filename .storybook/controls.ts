import type { ArgsEnhancer, ArgTypesEnhancer } from 'storybook/internal/types';

/** Props only a developer sets: handlers, ARIA and data attributes, refs, classes, ids. */
const developerProp = /^(on[A-Z]|aria-|data-)|^(ref|className|id|key|style|form|target|rel)$/;

/** A docgen type that is a string that may be missing: `string | null`, `string | undefined`. */
const optionalString = /^string(\s*\|\s*(null|undefined))+$|^(null|undefined)\s*\|\s*string$/;

/** A docgen type a designer writes as text: `ReactNode` (a label, a caption), alone or optional. */
const textNode = /^(React\.)?ReactNode(\s*\|\s*(null|undefined))*$/;

/**
 * Keeps the designer's props first in every props table and Controls panel: developer-only props move to a
 * "Developer" group at the end, without a control. A prop typed `string | null` gets a text control (it
 * showed as an empty object editor), and so does a `ReactNode` prop (a label, a caption: it showed as a JSON
 * editor, issue 36 §4).
 */
export const designerControls: ArgTypesEnhancer = (context) =>
  Object.fromEntries(
    Object.entries(context.argTypes).map(([name, argType]) => {
      if (developerProp.test(name))
        return [name, { ...argType, control: false, table: { ...argType.table, category: 'Developer' } }];
      const type = argType.table?.type?.summary ?? '';
      if (argType.control === undefined && (optionalString.test(type) || textNode.test(type)))
        return [name, { ...argType, control: { type: 'text' } }];
      return [name, argType];
    }),
  );

/**
 * A section's copy as its stories' starting args (`parameters.sectionCopy`, set by `sectionStory`), under
 * the args the stories give themselves: the Controls panel shows every text, editable.
 */
export const sectionCopyArgs: ArgsEnhancer = (context) => ({
  ...((context.parameters.sectionCopy as Record<string, unknown> | undefined) ?? {}),
  ...context.initialArgs,
});
