import type { TextStyle } from '../../../theme/textStyles';
import type { ThemeTokens } from '../../../theme/tokens';

/** `1.5rem` → `24 px`; `clamp(1.75rem, …, 2.25rem)` → `28–36 px`; pixels and the rest as they are. */
export const inPixels = (value: string): string => {
  const rems = [...value.matchAll(/([\d.]+)rem/g)].map((match) => Number(match[1]) * 16);
  if (value.startsWith('clamp(') && rems.length >= 2) return `${rems[0]}–${rems.at(-1)} px`;
  if (/^[\d.]+rem$/.test(value)) return `${rems[0]} px`;
  return value.endsWith('px') ? value.replace('px', ' px') : '';
};

/** `"Fraunces Variable", "Fraunces", Georgia, …` → `Fraunces`: the family a designer picks. */
const familyName = (stack: string) =>
  (stack.split(',')[0] ?? '').replaceAll('"', '').replace(/ Variable$/, '');

/** A composite style in words: "Fraunces / 28–36 px / 1.1 / 600 / −0.015 em". */
export const describeTextStyle = (tokens: ThemeTokens, style: TextStyle): string => {
  const size = tokens.font.size[style.size];
  const spacing = tokens.font.letterSpacing[style.letterSpacing];
  return [
    familyName(tokens.font.family[style.family]),
    inPixels(size) || size,
    tokens.font.lineHeight[style.lineHeight],
    tokens.font.weight[style.weight],
    spacing === '0' ? '0' : spacing.replace('-', '−').replace('em', ' em'),
  ].join(' / ');
};
