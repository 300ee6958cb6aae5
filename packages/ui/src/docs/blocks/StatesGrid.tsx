import { Unstyled } from '@storybook/addon-docs/blocks';
import type { ReactNode } from 'react';
import { vars } from '../../theme/contract.css';
import { type ForcedState, ForceState } from './ForceState';
import { Interact, type Interaction } from './Interact';
import { captionStyle, stageStyle } from './Stage';

/** One state of a component, rendered live. */
export type StateCell = {
  /** The state's name: "Default", "Hover", "Focus (keyboard)", "Pressed", "Disabled", "Pending" … */
  label: string;
  /** One line on when it shows. */
  note?: string;
  /** The component in that state. */
  children: ReactNode;
  /**
   * Hover, focus (keyboard) or pressed, forced through the state attribute the library's CSS answers to
   * (`data-hovered`, `data-focus-visible`, `data-pressed`): no mouse, no play function (see `ForceState`).
   */
  force?: ForcedState;
  /**
   * Hover, focus (keyboard) or pressed, reached the way a person reaches it: the events of a mouse or a
   * keyboard sent to the element, turned into the component's state by React Aria (see `Interact`). For
   * components on React Aria (Checkbox …); `force` is for those not yet on it.
   */
  interact?: Interaction;
  /** The element to force or interact with, as a CSS selector inside the cell (a field's `input`); the component's root by default. */
  target?: string;
};

/**
 * Every state of a component side by side, each labelled: the picture a designer checks at once.
 *
 * ```mdx
 * <StatesGrid states={[
 *   { label: 'Default', children: <Button>Send</Button> },
 *   { label: 'Hover', force: 'hover', children: <Button>Send</Button> },
 *   { label: 'Focus', interact: 'focus', target: 'input', children: <Checkbox label="I agree" /> },
 * ]} />
 * ```
 */
export function StatesGrid({ states, min = '11rem' }: { states: StateCell[]; min?: string }) {
  return (
    <Unstyled>
      <div
        data-docs-block="states grid"
        style={{
          // Cells wrap and grow, each at least `min` and as wide as its content's narrowest layout, never
          // wider than the row: a cell's text wraps inside it rather than running past the canvas (issue
          // 36: the Accordion's chevrons were cut off at 1,440 px, its cells forced to their widest layout).
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'stretch',
          width: '100%',
          columnGap: vars.space.md,
          margin: '1rem 0',
        }}
      >
        {states.map((state) => (
          <figure
            key={state.label}
            style={{
              flex: `1 0 ${min}`,
              maxWidth: '100%',
              margin: `0 0 ${vars.space.md}`,
              display: 'grid',
              // The frame as tall as what it shows, the caption under it taking the rest of the row: a
              // frame stretched to the row and its example centred in it sat lower in a cell with a
              // shorter caption (issue 36: Button's "Default", 17 px).
              gridTemplateRows: 'auto 1fr',
              gap: '0.5rem',
            }}
          >
            <div
              style={{
                ...stageStyle,
                padding: vars.space.lg,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {state.interact ? (
                <Interact as={state.interact} target={state.target}>
                  {state.children}
                </Interact>
              ) : state.force ? (
                <ForceState state={state.force} target={state.target}>
                  {state.children}
                </ForceState>
              ) : (
                state.children
              )}
            </div>
            <figcaption style={captionStyle}>
              <strong style={{ color: vars.color.onSurface }}>{state.label}</strong>
              {state.note ? (
                <>
                  <br />
                  {state.note}
                </>
              ) : null}
            </figcaption>
          </figure>
        ))}
        {/* Empty cells of no height after the last one: a lone cell on the last row keeps the width of the
            cells above instead of stretching across the row (its example centred in a wide, empty frame). */}
        {states.map((state) => (
          <div
            key={`${state.label} spacer`}
            aria-hidden
            style={{ flex: `1 0 ${min}`, maxWidth: '100%', height: 0 }}
          />
        ))}
      </div>
    </Unstyled>
  );
}
