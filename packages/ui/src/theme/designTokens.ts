import type { ThemeTokens } from './tokens';

/** One token in the W3C Design Tokens format (the format Tokens Studio and other Figma plugins read). */
export type DesignToken = { $value: string | number; $type?: string; $description?: string };

/** A group of tokens, nested as the theme's groups are. */
export type DesignTokenGroup = { [name: string]: DesignToken | DesignTokenGroup };

/**
 * The W3C type of a token, from where it sits in the theme. Values the format has no plain string form
 * for (a `clamp()` size, a shadow, an easing curve, a colour mixed in CSS) keep their CSS text and no type:
 * a design tool shows them as text rather than guessing.
 */
const typeOf = (path: readonly string[], value: string): string | undefined => {
  const [group, sub] = path;
  if (/^(clamp|min|max|calc|color-mix)\(/.test(value) || value.includes('color-mix(')) return undefined;
  if (group === 'palette' || group === 'color') return 'color';
  if (group === 'font' && sub === 'family') return 'fontFamily';
  if (group === 'font' && sub === 'weight') return 'fontWeight';
  if (group === 'font' && sub === 'lineHeight') return 'number';
  if (group === 'z') return 'number';
  if (group === 'motion' && sub === 'duration') return 'duration';
  if (group === 'shadow' || (group === 'motion' && sub === 'easing')) return undefined;
  return 'dimension';
};

/** `var(--brand-palette-primary700)` → `{palette.primary700}`: a semantic colour stays an alias. */
const alias = (value: string): string | undefined => {
  const name = /^var\(--brand-([a-zA-Z]+)-([a-zA-Z0-9]+)\)$/.exec(value);
  return name ? `{${name[1]}.${name[2]}}` : undefined;
};

/** A theme's `var(--brand-…)` references inside a longer value, written as W3C aliases. */
const withAliases = (value: string): string =>
  value.replace(
    /var\(--brand-([a-zA-Z]+)-([a-zA-Z0-9]+)\)/g,
    (_, group: string, name: string) => `{${group}.${name}}`,
  );

/**
 * A theme as W3C design tokens: every value of the theme contract, in its groups (`palette`, `color`,
 * `font.size` …), semantic colours as aliases of the palette (`{palette.primary700}`), so the file a
 * designer imports keeps the pairings the components use. Made from the theme objects themselves
 * (`brandTokens`, `partnerTokens`), so it cannot drift from the code; `designTokens.test.ts` writes and
 * checks the files Storybook offers for download.
 */
export const designTokens = (theme: ThemeTokens): DesignTokenGroup => {
  const walk = (node: Record<string, unknown>, path: string[]): DesignTokenGroup =>
    Object.fromEntries(
      Object.entries(node).map(([name, value]) => {
        const at = [...path, name];
        if (typeof value === 'object' && value !== null)
          return [name, walk(value as Record<string, unknown>, at)];
        const text = String(value);
        const reference = alias(text);
        const type = typeOf(at, text);
        const token: DesignToken = { $value: reference ?? withAliases(text) };
        if (type) token.$type = type;
        return [name, token];
      }),
    );
  return walk(theme as unknown as Record<string, unknown>, []);
};
