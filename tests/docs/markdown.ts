/**
 * Whether a paragraph's text is Markdown the MDX compiler left as text: a table (`| a | b |` with its
 * `| --- |` rule), a heading's hashes, a list's or emphasis's markers at the start of a line. Storybook's
 * MDX knows no tables without remark-gfm: a table was drawn as one paragraph of pipes (issue 36).
 */
export const looksLikeRawMarkdown = (text: string): boolean =>
  /\|\s*:?-{3,}:?\s*\|/.test(text) || /^\s*(#{1,6} |\* \*\*|\*\*[^*]+\*\*\s*\|)/.test(text);
