import { Unstyled } from '@storybook/addon-docs/blocks';
import { type CSSProperties, Fragment, type ReactNode } from 'react';
import { brandTokens } from '../../../theme/brandTokens';
import { vars } from '../../../theme/contract.css';
import { partnerTokens } from '../../../theme/partnerTokens';
import { bodyStyles, headingStyles, type TextStyle } from '../../../theme/textStyles';
import type { ThemeTokens } from '../../../theme/tokens';
import source from '../../../theme/tokens.ts?raw';
import { contrastRatio, grade, pointsAt, resolveColour, valueAt } from './colour';
import { describeTextStyle, inPixels } from './textStyle';
import { themeClasses } from './themes.css';
import { parseTokenDocs, type TokenDoc } from './tokenDocs';

/** The words come from the JSDoc of `ThemeTokens`; the values from the two themes, at run time. */
const { tokens: docs, groups } = parseTokenDocs(source);
const themes: [keyof typeof themeClasses, ThemeTokens][] = [
  ['Brand', brandTokens],
  ['Partner', partnerTokens],
];
const inGroup = (group: string) =>
  docs.filter((doc) => doc.path.startsWith(`${group}.`) && !doc.path.slice(group.length + 1).includes('.'));
const cssName = (path: string) => `--brand-${path.replaceAll('.', '-')}`;

const cell: CSSProperties = {
  padding: '0.625rem 0.75rem',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'start',
};
const nowrap: CSSProperties = { whiteSpace: 'nowrap' };
const small: CSSProperties = { fontSize: vars.font.size.xs, color: vars.color.onSurfaceMuted };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <Unstyled>
      {/* Fits the column at a laptop's width (the docs step's overflow check reads `data-docs-block`): a
          table that scrolled in its own box cut the display sample at the column's edge, with no scroll
          bar a reader could see (issue 36). The scroll stays for a phone. */}
      <div data-docs-block="token table" style={{ overflowX: 'auto', margin: '1rem 0 2rem' }}>
        <table
          style={{
            borderCollapse: 'collapse',
            width: '100%',
            fontFamily: vars.font.family.body,
            fontSize: vars.font.size.sm,
            color: vars.color.onSurface,
          }}
        >
          <thead>
            <tr>
              {head.map((title) => (
                // A long heading ("Contrast (brand / partner)") wraps: its column is as wide as its values.
                <th key={title} style={{ ...cell, borderBottomWidth: 2 }}>
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </Unstyled>
  );
}

/** A description from the tokens' JSDoc, its `code` spans drawn as code rather than as backticks. */
function Described({ text }: { text: string }) {
  return text.split(/`([^`]+)`/).map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move or change.
    index % 2 ? <code key={index}>{part}</code> : part,
  );
}

function Name({ doc }: { doc: TokenDoc }) {
  return (
    <td style={cell}>
      <strong style={nowrap}>{doc.path.split('.').at(-1)}</strong>
      <br />
      {/* The CSS name may break after a hyphen: whole, the longest held the colour table wider than the column. */}
      <code style={small}>{cssName(doc.path)}</code>
      <div style={{ marginTop: '0.25rem', maxWidth: '22rem' }}>
        <Described text={doc.description} />
      </div>
    </td>
  );
}

function Swatch({ tokens, path }: { tokens: ThemeTokens; path: string }) {
  const colour = resolveColour(tokens, path);
  const step = pointsAt(tokens, path);
  return (
    <td style={cell}>
      <span style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', ...nowrap }}>
        <span
          style={{
            width: '2.25rem',
            height: '2.25rem',
            flex: 'none',
            borderRadius: '6px',
            background: colour,
            boxShadow: `inset 0 0 0 1px rgb(0 0 0 / 0.12)`,
          }}
        />
        <span>
          {/* A long value (the veil's `color-mix(…)`) wraps instead of widening the table. */}
          <code style={colour.length < 28 ? undefined : { whiteSpace: 'normal' }}>{colour}</code>
          {step ? (
            <>
              <br />
              <span style={small}>palette.{step}</span>
            </>
          ) : null}
        </span>
      </span>
    </td>
  );
}

function Contrast({ doc }: { doc: TokenDoc }) {
  if (!doc.contrast.length) return <td style={cell} />;
  return (
    <td style={cell}>
      {doc.contrast.map((partner) => {
        const ratios = themes.map(([, tokens]) =>
          contrastRatio(resolveColour(tokens, doc.path), resolveColour(tokens, partner)),
        );
        const worst = Math.min(...ratios.map((ratio) => ratio ?? 0));
        return (
          <div key={partner} style={{ marginBottom: '0.25rem' }} title={grade(worst)}>
            <span style={{ color: worst >= 3 ? vars.color.success : vars.color.danger }}>
              {worst >= 4.5 ? '●' : worst >= 3 ? '◐' : '○'}
            </span>{' '}
            {partner}:{' '}
            {/* Each ratio stays whole; the partner theme's goes under the brand's when the column is narrow. */}
            {ratios
              .map((ratio) => (ratio ? `${ratio.toFixed(2)}:1` : '–'))
              .map((text, index) => (
                <Fragment key={themes[index]?.[0]}>
                  {index ? ' ' : ''}
                  <span style={nowrap}>{index < ratios.length - 1 ? `${text} /` : text}</span>
                </Fragment>
              ))}
          </div>
        );
      })}
    </td>
  );
}

/**
 * Every colour of a group (`color` or `palette`) in both themes: hex value, the palette step a semantic
 * colour points at, what it is for, and its contrast with each colour it is used on or with (brand /
 * partner; ● 4.5:1 and more, text; ◐ 3:1, large text and graphics).
 */
export function ColourTable({ group }: { group: 'color' | 'palette' }) {
  // The palette's steps are used through the semantic colours: no contrast of their own, so no empty column.
  const contrasts = inGroup(group).some((doc) => doc.contrast.length > 0);
  return (
    <>
      <p>
        <Described text={groups[group] ?? ''} />
      </p>
      <Table head={['Token', 'Brand', 'Partner', ...(contrasts ? ['Contrast (brand / partner)'] : [])]}>
        {inGroup(group).map((doc) => (
          <tr key={doc.path}>
            <Name doc={doc} />
            {themes.map(([name, tokens]) => (
              <Swatch key={name} tokens={tokens} path={doc.path} />
            ))}
            {contrasts ? <Contrast doc={doc} /> : null}
          </tr>
        ))}
      </Table>
    </>
  );
}

/**
 * The groups whose picture depends on the theme's colours (a shadow is mixed from the palette and seen on
 * the surface): drawn once per theme, each in its theme's class on its theme's surface.
 */
const onEachSurface = new Set(['radius', 'shadow']);

/** A preview in one theme: the theme's class, so every `vars` in it is that theme's, on its surface. */
function OnSurface({ theme, children }: { theme: keyof typeof themeClasses; children: ReactNode }) {
  return (
    <span
      className={themeClasses[theme]}
      data-theme-preview={theme}
      style={{
        display: 'inline-flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '0.25rem',
        padding: '0.75rem 1rem',
        borderRadius: '8px',
        background: vars.color.surface,
        color: vars.color.onSurfaceMuted,
        fontSize: vars.font.size.xs,
      }}
    >
      {children}
      {theme}
    </span>
  );
}

/** How a token of a group is drawn beside its values. */
type Preview = (value: string, path: string, tokens: ThemeTokens) => ReactNode;

const previews: Record<string, Preview> = {
  space: (value) => (
    <span style={{ display: 'block', width: value, height: '0.75rem', background: vars.color.accent }} />
  ),
  radius: (value) => (
    <span
      style={{
        display: 'block',
        width: '3.5rem',
        height: '2.5rem',
        borderRadius: value,
        border: `2px solid ${vars.color.accent}`,
        background: vars.color.accentSubtle,
      }}
    />
  ),
  // A raised card on the theme's surface, the way a shadow is seen in a page (on white, a light shadow on
  // a tinted surface looked stronger than it is).
  shadow: (value) => (
    <span
      style={{
        display: 'block',
        width: '5rem',
        height: '3rem',
        margin: '0.5rem',
        borderRadius: '8px',
        background: vars.color.surfaceRaised,
        boxShadow: value,
      }}
    />
  ),
  'font.size': (value, path, tokens) => (
    <span
      style={{
        // The largest sizes wrap rather than widen the table past the column.
        display: 'block',
        fontSize: value,
        lineHeight: valueAt(
          tokens,
          ['xl', 'xxl', 'xxxl', 'display'].some((s) => path.endsWith(s))
            ? 'font.lineHeight.tight'
            : 'font.lineHeight.normal',
        ),
        fontFamily: valueAt(
          tokens,
          ['xl', 'xxl', 'xxxl', 'display'].some((s) => path.endsWith(s))
            ? 'font.family.heading'
            : 'font.family.body',
        ),
      }}
    >
      Brushes since 1993
    </span>
  ),
  'font.family': (value) => (
    <span style={{ fontFamily: value, fontSize: '1.25rem', ...nowrap }}>Bürsten & Besen</span>
  ),
  'font.weight': (value) => <span style={{ fontWeight: value, fontSize: '1.125rem' }}>Aa Bb</span>,
  'font.lineHeight': (value) => (
    <span
      style={{ display: 'block', lineHeight: value, maxWidth: '14rem', background: vars.color.accentSubtle }}
    >
      Two lines of text show the space between them.
    </span>
  ),
  'font.letterSpacing': (value) => (
    <span style={{ letterSpacing: value, textTransform: 'uppercase' }}>Since 1993</span>
  ),
  'motion.easing': (value) => {
    const [x1, y1, x2, y2] = (/cubic-bezier\(([^)]+)\)/.exec(value)?.[1] ?? '0,0,1,1').split(',').map(Number);
    const p = (x = 0, y = 0) => `${x * 60},${60 - y * 60}`;
    return (
      <svg width="64" height="68" viewBox="-2 -6 64 72" aria-hidden="true">
        <path d="M0 60H60M0 60V0" stroke={vars.color.border} />
        <path
          d={`M${p(0, 0)} C${p(x1, y1)} ${p(x2, y2)} ${p(1, 1)}`}
          fill="none"
          stroke={vars.color.accent}
          strokeWidth="2"
        />
      </svg>
    );
  },
};

/**
 * The tokens of a group that is not a colour (`space`, `font.size`, `z` …), in both themes: the value, its
 * size in pixels where it has one, what it is for, and a picture of it (bars, tiles, type samples, curves).
 */
export function TokenTable({ group }: { group: string }) {
  const preview = previews[group];
  const differs = inGroup(group).some(
    (doc) => valueAt(brandTokens, doc.path) !== valueAt(partnerTokens, doc.path),
  );
  return (
    <>
      <p>
        <Described text={groups[group] ?? ''} />
      </p>
      <Table
        head={[
          'Token',
          differs ? 'Brand' : 'Value',
          ...(differs ? ['Partner'] : []),
          ...(preview ? [onEachSurface.has(group) ? 'Looks (brand / partner)' : 'Looks'] : []),
        ]}
      >
        {inGroup(group).map((doc) => (
          <tr key={doc.path}>
            <Name doc={doc} />
            {(differs ? themes : themes.slice(0, 1)).map(([name, tokens]) => {
              const value = valueAt(tokens, doc.path);
              return (
                <td key={name} style={cell}>
                  <code style={{ ...(value.length < 28 ? nowrap : {}) }}>{value}</code>
                  {inPixels(value) && !value.endsWith('px') ? (
                    <>
                      <br />
                      <span style={small}>{inPixels(value)}</span>
                    </>
                  ) : null}
                </td>
              );
            })}
            {preview ? (
              <td style={{ ...cell, verticalAlign: 'middle' }}>
                {onEachSurface.has(group) ? (
                  <span style={{ display: 'flex', gap: '0.5rem', ...nowrap }}>
                    {themes.map(([name, tokens]) => (
                      <OnSurface key={name} theme={name}>
                        {preview(valueAt(tokens, doc.path), doc.path, tokens)}
                      </OnSurface>
                    ))}
                  </span>
                ) : (
                  preview(valueAt(brandTokens, doc.path), doc.path, brandTokens)
                )}
              </td>
            ) : null}
          </tr>
        ))}
      </Table>
    </>
  );
}

/**
 * The composite text styles of `Heading` and `Text` (`theme/textStyles.ts`, the tables their CSS is made
 * from) in both themes: family / size / line height / weight / letter spacing, with a sample.
 */
export function TextStyleTable() {
  const rows: [string, TextStyle][] = [
    ...Object.entries(headingStyles).map(([size, style]): [string, TextStyle] => [`Heading ${size}`, style]),
    ...Object.entries(bodyStyles).map(([size, style]): [string, TextStyle] => [`Text ${size}`, style]),
  ];
  return (
    <Table head={['Style', 'Brand', 'Partner', 'Looks']}>
      {rows.map(([name, style]) => (
        <tr key={name}>
          <td style={cell}>
            <strong style={nowrap}>{name}</strong>
            <br />
            <code style={{ ...small, ...nowrap }}>size="{style.size}"</code>
          </td>
          {themes.map(([theme, tokens]) => (
            <td key={theme} style={cell}>
              <code>{describeTextStyle(tokens, style)}</code>
            </td>
          ))}
          <td style={{ ...cell, verticalAlign: 'middle' }}>
            <span
              style={{
                ...nowrap,
                fontFamily: vars.font.family[style.family],
                fontSize: vars.font.size[style.size],
                lineHeight: vars.font.lineHeight[style.lineHeight],
                fontWeight: vars.font.weight[style.weight],
                letterSpacing: vars.font.letterSpacing[style.letterSpacing],
              }}
            >
              Bürsten 1993
            </span>
          </td>
        </tr>
      ))}
    </Table>
  );
}
