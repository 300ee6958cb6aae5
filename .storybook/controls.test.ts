// The Controls panel a designer edits: text props (plain, optional or ReactNode) get a text field, not a
// JSON editor (issue 36 §4); developer-only props leave the panel.
import type { StrictArgTypes } from 'storybook/internal/types';
import { describe, expect, it } from 'vitest';
import { designerControls } from './controls.ts';

const argType = (name: string, summary: string) => ({
  name,
  type: { name: 'other' as const, value: summary },
  table: { type: { summary } },
});
const enhance = (argTypes: Record<string, ReturnType<typeof argType>>) =>
  designerControls({ argTypes } as never) as StrictArgTypes;

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
