import { Unstyled } from '@storybook/addon-docs/blocks';
import type { ReactNode } from 'react';
import { brandTokens } from '../../theme/brandTokens';
import { vars } from '../../theme/contract.css';
import { docsCaptionStrong, docsCaptionStyle, stageStyle } from './Stage';

const docsPalette = brandTokens.palette;

type Verdict = { children: ReactNode; text: ReactNode };

function Panel({ kind, children, text }: Verdict & { kind: 'do' | 'dont' }) {
  const colour = kind === 'do' ? vars.color.success : vars.color.danger;
  return (
    // `minWidth: 0`: the box shrinks with the column; an example wider than it is a fault tests/docs reports.
    <figure style={{ margin: 0, minWidth: 0, display: 'grid', gridTemplateRows: '1fr auto', gap: '0.5rem' }}>
      <div
        data-docs-block={kind}
        style={{
          ...stageStyle,
          borderTop: `4px solid ${colour}`,
          display: 'grid',
          placeItems: 'center',
          minHeight: '7rem',
        }}
      >
        {children}
      </div>
      {/* The guide's words: in the docs page's type and colours, whatever the example's theme. */}
      <figcaption style={docsCaptionStyle}>
        <strong style={{ color: kind === 'do' ? docsPalette.success700 : docsPalette.danger600 }}>
          {kind === 'do' ? '✓ Do' : '✕ Don’t'}
        </strong>{' '}
        <span style={docsCaptionStrong}>{text}</span>
      </figcaption>
    </figure>
  );
}

/** The good example of a do/don't pair: rendered live, with the one-line reason. */
export const Do = ({ children, text }: Verdict) => (
  <Panel kind="do" text={text}>
    {children}
  </Panel>
);

/** The bad example of a do/don't pair. */
export const Dont = ({ children, text }: Verdict) => (
  <Panel kind="dont" text={text}>
    {children}
  </Panel>
);

/**
 * A do/don't pair side by side (stacked on a narrow page), or one above the other (`wide`) for examples
 * that take a page's width, as a section does: side by side they ran past the column (issue 36).
 *
 * ```mdx
 * <DoDont>
 *   <Do text="One main action per view.">…</Do>
 *   <Dont text="Two filled buttons compete.">…</Dont>
 * </DoDont>
 * ```
 */
export function DoDont({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <Unstyled>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: wide ? 'minmax(0, 1fr)' : 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
          gap: vars.space.lg,
          margin: '1rem 0 1.5rem',
        }}
      >
        {children}
      </div>
    </Unstyled>
  );
}
