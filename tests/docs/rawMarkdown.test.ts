// The docs step's check for Markdown left as text (docsPages.ts, markdown.ts), held to planted paragraphs.
import { describe, expect, it } from 'vitest';
import { looksLikeRawMarkdown } from './markdown.ts';

describe('Markdown drawn as text on a docs page', () => {
  it('is caught: a table with its rule, aligned or not, and a heading left with its hashes', () => {
    for (const planted of [
      '| state | what the reader sees | | --- | --- | | list | the rows |',
      '| Name | From | |:---|---:| | sm | 640 px |',
      '## Anatomy',
      '**Language** | Register |',
    ])
      expect(looksLikeRawMarkdown(planted), planted).toBe(true);
  });

  it('lets prose through, pipes and dashes included', () => {
    for (const prose of [
      'Numbers follow the language: 1,200 (English), 1’200 (Swiss German).',
      'A figure never wraps ("8–12 %"); use a | b in code only.',
      'Buttons — and links — say what happens.',
    ])
      expect(looksLikeRawMarkdown(prose), prose).toBe(false);
  });
});
