// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Section } from './Section';

describe('Section', () => {
  it('is named by the element `aria-labelledby` gives, the ARIA attribute under its own name (README §13)', () => {
    expect(renderToString(<Section aria-labelledby="title">x</Section>)).toContain('aria-labelledby="title"');
  });

  it('still takes the deprecated `labelledBy` until the next major version', () => {
    expect(renderToString(<Section labelledBy="title">x</Section>)).toContain('aria-labelledby="title"');
  });
});
