// The shadow and radius previews of the theme page: each theme's picture is drawn in that theme, on that
// theme's surface, so a shadow looks as it will in a page (issue 36 §4: it was a white card on white).
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { vars } from '../../../theme/contract.css';
import { partnerTheme } from '../../../theme/partner.css';
import { TokenTable } from './TokenTables';

afterEach(cleanup);

describe.each(['shadow', 'radius'])('the %s previews', (group) => {
  it('show each theme on its own surface, in its own theme', () => {
    const { container } = render(<TokenTable group={group} />);
    const rows = container.querySelectorAll('tbody tr');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const previews = [...row.querySelectorAll<HTMLElement>('[data-theme-preview]')];
      expect(previews.map((preview) => preview.dataset.themePreview)).toEqual(['Brand', 'Partner']);
      expect(previews[1]?.classList.contains(partnerTheme)).toBe(true);
      expect(previews[0]?.className).not.toBe(previews[1]?.className);
      for (const preview of previews) expect(preview.style.background).toBe(vars.color.surface);
    }
  });
});

it('draws a shadow under a raised card, never on a fixed white', () => {
  const { container } = render(<TokenTable group="shadow" />);
  const cards = [...container.querySelectorAll<HTMLElement>('[data-theme-preview] > span')];
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    expect(card.style.boxShadow).not.toBe('');
    expect(card.style.background).toBe(vars.color.surfaceRaised);
  }
});
