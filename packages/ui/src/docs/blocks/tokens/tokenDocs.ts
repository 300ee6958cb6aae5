/** One token as `tokens.ts` documents it (its JSDoc is the single source of the words). */
export type TokenDoc = {
  /** `color.accent`, `font.size.md`. */
  path: string;
  /** What it is for. */
  description: string;
  /** The `@default` tag: the brand theme's value, or the palette step a semantic colour points at. */
  fallback: string | undefined;
  /** The `@contrast` tag: the colours it is drawn on or with (`surface`, `palette.success50`). */
  contrast: string[];
};

/**
 * Reads the JSDoc of `ThemeTokens` from the source of `tokens.ts`: each token's description and tags, and
 * each group's one-line description (keyed by its path, `font.size`).
 */
export function parseTokenDocs(source: string): { tokens: TokenDoc[]; groups: Record<string, string> } {
  const tokens: TokenDoc[] = [];
  const groups: Record<string, string> = {};
  const stack: string[] = [];
  let comment: string[] = [];
  let inComment = false;
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    const single = /^\/\*\*\s*(.*?)\s*\*\/$/.exec(line);
    if (single) {
      comment = [single[1] ?? ''];
      continue;
    }
    if (line.startsWith('/**')) {
      inComment = true;
      comment = [];
      continue;
    }
    if (inComment) {
      if (line.startsWith('*/')) inComment = false;
      else comment.push(line.replace(/^\*\s?/, ''));
      continue;
    }
    const group = /^(\w+): \{$/.exec(line);
    if (group?.[1]) {
      stack.push(group[1]);
      if (comment.length) groups[stack.join('.')] = comment.join(' ');
      comment = [];
      continue;
    }
    if (/^\};?$/.test(line)) {
      stack.pop();
      continue;
    }
    const token = /^(\w+): string;$/.exec(line);
    if (token?.[1]) {
      const tag = (name: string) =>
        comment
          .find((text) => text.startsWith(`@${name} `))
          ?.slice(name.length + 2)
          .trim();
      tokens.push({
        path: [...stack, token[1]].join('.'),
        description: comment.filter((text) => !text.startsWith('@')).join(' '),
        fallback: tag('default'),
        contrast: (tag('contrast') ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      });
      comment = [];
    }
  }
  return { tokens, groups };
}
