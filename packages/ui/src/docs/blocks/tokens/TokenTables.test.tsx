// The shadow and radius previews of the theme page: each theme's picture is drawn in that theme, on that
// theme's surface, so a shadow looks as it will in a page (issue 36 §4: it was a white card on white).
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { vars } from '../../../theme/contract.css';
import { partnerTheme } from '../../../theme/partner.css';
import { ColourTable, TokenTable } from './TokenTables';

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

// Issue 36, the designer's read of the tokens page: backticks shown as text, and an empty column.
it('draws the descriptions’ code as code, never as backticks', () => {
  const { container } = render(<ColourTable group="palette" />);
  expect(container.textContent).not.toContain('`');
  expect([...container.querySelectorAll('td code')].map((code) => code.textContent)).toContain(
    'accentSubtle',
  );
});

it('leaves out the contrast column where no colour has one (the palette), keeps it where they do', () => {
  const heads = (group: 'color' | 'palette') => {
    const { container } = render(<ColourTable group={group} />);
    const texts = [...container.querySelectorAll('th')].map((th) => th.textContent);
    cleanup();
    return texts;
  };
  expect(heads('palette')).toEqual(['Token', 'Brand', 'Partner']);
  expect(heads('color')).toContain('Contrast (brand / partner)');
});
