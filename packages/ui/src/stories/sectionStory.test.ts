import { expect, it } from 'vitest';
import { asProse } from './sectionStory';

it('turns an indented template-string description into prose, not a Markdown code block (issue 20)', () => {
  const description = `The company in brief. On the
     home page it ends with a link;
     on the About page it adds the timeline.`;
  expect(asProse(description)).toBe(
    'The company in brief. On the\nhome page it ends with a link;\non the About page it adds the timeline.',
  );
  expect(asProse(description)).not.toMatch(/\n {4}/);
});
