import type { ArgsEnhancer, ArgTypesEnhancer } from 'storybook/internal/types';
import { messages as sampleEnglish } from '../packages/ui/src/stories/locales/en.ts';

/** Props only a developer sets: handlers, ARIA and data attributes, refs, classes, ids. */
const developerProp = /^(on[A-Z]|aria-|data-)|^(ref|className|id|key|style|form|target|rel)$/;

/** A docgen type that is a string that may be missing: `string | null`, `string | undefined`. */
const optionalString = /^string(\s*\|\s*(null|undefined))+$|^(null|undefined)\s*\|\s*string$/;

/** A docgen type a designer writes as text: `ReactNode` (a label, a caption), alone or optional. */
const textNode = /^(React\.)?ReactNode(\s*\|\s*(null|undefined))*$/;

/** The stories' English sample texts: a story's arg holding one is shown translated (`localized`). */
const samples = new Set(
  Object.values(sampleEnglish).flatMap((compiled) =>
    Array.isArray(compiled) && compiled.length === 1 && typeof compiled[0] === 'string' ? [compiled[0]] : [],
  ),
);

/** What a text control of a sample says: the canvas shows the sample in the toolbar's language. */
export const sampleNote =
  'Sample text, in English here: the canvas shows it in the toolbar’s language. What you type is shown as typed.';

/**
 * Keeps the designer's props first in every props table and Controls panel: developer-only props move to a
 * "Developer" group at the end, without a control. A prop typed `string | null` gets a text control (it
 * showed as an empty object editor), and so does a `ReactNode` prop (a label, a caption: it showed as a JSON
 * editor, issue 36 §4). A text arg holding one of the stories' English samples says that the canvas shows
 * it translated (`sampleNote`).
 */
export const designerControls: ArgTypesEnhancer = (context) =>
  Object.fromEntries(
    Object.entries(context.argTypes).map(([name, argType]) => {
      if (developerProp.test(name))
        return [name, { ...argType, control: false, table: { ...argType.table, category: 'Developer' } }];
      const type = argType.table?.type?.summary ?? '';
      const initial = context.initialArgs?.[name];
      // A sample the canvas translates while the control keeps its English (issue 36, finding 8).
      const described =
        typeof initial === 'string' && samples.has(initial)
          ? { ...argType, description: [argType.description, sampleNote].filter(Boolean).join('\n\n') }
          : argType;
      if (argType.control === undefined && (optionalString.test(type) || textNode.test(type)))
        return [name, { ...described, control: { type: 'text' } }];
      return [name, described];
    }),
  );

/** A docgen default written as a string literal: `'default'`, `"md"`. */
const quoted = /^(['"])(.*)\1$/;

/** A control that offers a choice among options (a variant, a size). */
const choice = /^(inline-)?(radio|select|check)$/;

/**
 * The default of each choice a story leaves unset (a variant, a size), as its starting arg: the Controls
 * panel selects no option for an unset arg, so Button's `variant` and `size` showed nothing chosen although
 * the button is drawn in its `default` variant (issue 36, finding 8). Only a default that is one of the
 * control's options: the component draws the same with it given as without it.
 */
export const defaultChoices: ArgsEnhancer = (context) =>
  Object.fromEntries(
    Object.entries(context.argTypes).flatMap(([name, argType]) => {
      if (name in context.initialArgs) return [];
      const control =
        typeof argType.control === 'string'
          ? { type: argType.control }
          : (argType.control as { type?: string } | false | undefined);
      const options = argType.options as readonly unknown[] | undefined;
      const summary = argType.table?.defaultValue?.summary;
      const literal = typeof summary === 'string' ? quoted.exec(summary.trim())?.[2] : undefined;
      if (!control || !choice.test(control.type ?? '') || !options || literal === undefined) return [];
      return options.includes(literal) ? [[name, literal]] : [];
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
