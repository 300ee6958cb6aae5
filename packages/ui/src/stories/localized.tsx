import { i18n } from '@lingui/core';
import type { Decorator } from '@storybook/react-vite';
import { messages } from './locales/en';

/**
 * The stories' English sample texts, each with its message id (`sample/*.ts`): the English a story writes in
 * its `args` and its labels is found here and shown in the toolbar's language. Messages with placeholders
 * are not in it (a story gives them through `say`, with their values).
 */
const ids = new Map<string, string>(
  Object.entries(messages).flatMap(([id, compiled]) =>
    Array.isArray(compiled) && compiled.length === 1 && typeof compiled[0] === 'string'
      ? [[compiled[0], id] as const]
      : [],
  ),
);

/**
 * An English sample text of a story in the toolbar's language: a label or caption the story writes in JSX
 * (`{local('Pressed')}`), or an arg in a play function (`local(args.label)`, as `localized` shows it). A text
 * the stories' catalog does not have stays as it is (a value the designer typed in Controls); the stories
 * step's text comparison fails a story that shows English in German (docs/adr/0066).
 */
export const local = (text: unknown): string => {
  const english = String(text);
  const id = ids.get(english);
  return id ? i18n._(id) : english;
};

/** Plain data a story's args hold: walked; anything else (a spy, a React element, a date) is kept. */
const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Object.getPrototypeOf(value) === Object.prototype &&
  !('$$typeof' in value);

/** `args` with every English sample text in the toolbar's language (`local`), however deep. */
export const localArgs = <Args,>(args: Args): Args => {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return local(value);
    if (Array.isArray(value)) return value.map(walk);
    if (isPlain(value))
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  return walk(args) as Args;
};

/**
 * A decorator for a component's stories whose `args` hold the sample's English (a primitive's label,
 * description, children): the canvas shows them in the toolbar's language, the controls keep the English a
 * designer edits. `meta.decorators: [localized]`; play functions compare with `local(args.x)`.
 */
export const localized: Decorator = (Story, { args }) => <Story args={localArgs(args)} />;

/** An English sample text written as JSX children, shown in the toolbar's language: `<Local>Sourcing</Local>`. */
export function Local({ children }: { children: string }) {
  return <>{local(children)}</>;
}
