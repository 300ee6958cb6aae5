/**
 * Whether a re-themed partner app still shows the brand's own colours (partner trial of 0.3.0, finding 1:
 * the README's "full re-brand" left the hero's call to action brown on pink and its eyebrow gold under a
 * purple palette). The brand theme's colours come from the installed package (`brandTokens`), the painted
 * colours from Chromium's computed styles of every element and its `::before`/`::after`, so a component
 * that reads a palette step the guide's theme does not set, or a literal colour, shows up by name.
 */
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright';

/**
 * The brand theme's palette as the app installed it, without the steps a re-brand may keep: white
 * (`neutral0`) and the state colours (`danger*`, `success*`), which the guide lets stay red and green.
 */
export function brandColours(app: string): Record<string, string> {
  const script =
    "const { brandTokens } = await import('@brand/ui/contract'); console.log(JSON.stringify(brandTokens.palette));";
  const palette = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' }),
  ) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(palette).filter(
      ([step]) => /^(primary|secondary|neutral)\d+$/.test(step) && step !== 'neutral0',
    ),
  );
}

/**
 * Every painted colour on the page that is one of `colours` (a step name → `#rrggbb`), as
 * `<element> <property>: <value> (<step>)`; translucent ones (the shadows' `color-mix`) count by their hue.
 * Custom properties are skipped: they are the tokens, not what is painted.
 */
export function brandColoursOnPage(page: Page, colours: Record<string, string>): Promise<string[]> {
  return page.evaluate((steps) => {
    const hex = (value: string) =>
      [1, 3, 5].map((at) => Number.parseInt(value.slice(at, at + 2), 16)).join(',');
    const wanted = new Map(Object.entries(steps).map(([step, value]) => [hex(value.toLowerCase()), step]));
    /** The rgb triplets a computed value paints: `rgb(…)`/`rgba(…)` and `color(srgb …)` (a colour-mix). */
    const triplets = (value: string) => [
      ...[...value.matchAll(/rgba?\((\d+),\s*(\d+),\s*(\d+)/g)].map((match) => match.slice(1, 4).join(',')),
      ...[...value.matchAll(/color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/g)].map((match) =>
        match
          .slice(1, 4)
          .map((channel) => Math.round(Number(channel) * 255))
          .join(','),
      ),
    ];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : ''
      }`;
    const found = new Set<string>();
    for (const element of document.querySelectorAll('body *'))
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (pseudo && (style.content === 'none' || style.content === 'normal')) continue;
        for (const property of style) {
          if (property.startsWith('--')) continue;
          const value = style.getPropertyValue(property);
          for (const triplet of triplets(value)) {
            const step = wanted.get(triplet);
            if (step) found.add(`${name(element)}${pseudo ?? ''} ${property}: ${value} (${step})`);
          }
        }
      }
    return [...found];
  }, colours);
}
