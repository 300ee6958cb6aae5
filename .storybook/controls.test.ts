// The Controls panel a designer edits: text props (plain, optional or ReactNode) get a text field, not a
// JSON editor (issue 36 §4); developer-only props leave the panel.
import type { StrictArgTypes } from 'storybook/internal/types';
import { describe, expect, it } from 'vitest';
import { defaultChoices, designerControls, sampleNote } from './controls.ts';

const argType = (name: string, summary: string) => ({
  name,
  type: { name: 'other' as const, value: summary },
  table: { type: { summary } },
});
const enhance = (argTypes: Record<string, ReturnType<typeof argType>>, initialArgs = {}) =>
  designerControls({ argTypes, initialArgs } as never) as StrictArgTypes;

describe('designerControls', () => {
  it.each(['ReactNode', 'ReactNode | undefined', 'React.ReactNode', 'string | null', 'string | undefined'])(
    'gives a %s prop a text field',
    (summary) => {
      expect(enhance({ label: argType('label', summary) }).label?.control).toEqual({ type: 'text' });
    },
  );

  it('leaves other types to their own control', () => {
    expect(enhance({ items: argType('items', 'Item[]') }).items?.control).toBeUndefined();
    expect(enhance({ icon: argType('icon', 'ReactElement') }).icon?.control).toBeUndefined();
  });

  it('moves a handler to the Developer group without a control', () => {
    const onPress = enhance({ onPress: argType('onPress', '() => void') }).onPress;
    expect(onPress?.control).toBe(false);
    expect(onPress?.table?.category).toBe('Developer');
  });
});

describe('a sample text in Controls (issue 36, finding 8)', () => {
  it('says that the canvas shows a story sample in the toolbar’s language', () => {
    const children = enhance(
      { children: argType('children', 'ReactNode') },
      { children: 'Request a quote' },
    ).children;
    expect(children?.control).toEqual({ type: 'text' });
    expect(children?.description).toContain(sampleNote);
  });

  it('says nothing of a text that is no sample', () => {
    const label = enhance(
      { label: argType('label', 'string | undefined') },
      { label: 'Typed by hand' },
    ).label;
    expect(label?.description ?? '').not.toContain(sampleNote);
  });
});

describe('defaultChoices (issue 36, finding 8)', () => {
  const choice = (summary: string | undefined, control: unknown = { type: 'inline-radio' }) => ({
    control,
    options: ['default', 'outline', 'ghost'],
    table: { defaultValue: summary === undefined ? undefined : { summary } },
  });
  const starting = (argTypes: Record<string, unknown>, initialArgs: Record<string, unknown> = {}) =>
    defaultChoices({ argTypes, initialArgs } as never);

  it('starts an unset variant at its default, so the control shows it chosen', () => {
    expect(starting({ variant: choice("'default'") })).toEqual({ variant: 'default' });
    expect(starting({ variant: choice('"outline"', 'select') })).toEqual({ variant: 'outline' });
  });

  it('leaves a value the story gives, a default that is no option and a control that is no choice', () => {
    expect(starting({ variant: choice("'default'") }, { variant: 'ghost' })).toEqual({});
    expect(starting({ variant: choice("'huge'") })).toEqual({});
    expect(starting({ variant: choice(undefined) })).toEqual({});
    expect(starting({ label: choice("'default'", { type: 'text' }) })).toEqual({});
    expect(starting({ variant: choice("'default'", false) })).toEqual({});
  });
});
