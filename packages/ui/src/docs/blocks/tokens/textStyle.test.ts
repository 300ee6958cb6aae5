import { describe, expect, it } from 'vitest';
import { brandTokens } from '../../../theme/brandTokens';
import { partnerTokens } from '../../../theme/partnerTokens';
import { bodyStyles, headingStyles } from '../../../theme/textStyles';
import { describeTextStyle, inPixels } from './textStyle';

describe('a composite text style in words (Theme › Tokens)', () => {
  it('reads as a design tool holds it: family / size / line height / weight / letter spacing', () => {
    expect(describeTextStyle(brandTokens, headingStyles.xxl)).toBe(
      'Fraunces / 28–36 px / 1.1 / 600 / −0.015 em',
    );
    expect(describeTextStyle(brandTokens, bodyStyles.md)).toBe('Source Sans 3 / 17 px / 1.55 / 400 / 0');
  });

  it('follows the theme: the partner theme names its own families', () => {
    expect(describeTextStyle(partnerTokens, headingStyles.xxl)).not.toBe(
      describeTextStyle(brandTokens, headingStyles.xxl),
    );
  });

  it('prints sizes in pixels, a fluid size as its range', () => {
    expect(inPixels('1.5rem')).toBe('24 px');
    expect(inPixels('clamp(1.75rem, 1.4rem + 1.2vw, 2.25rem)')).toBe('28–36 px');
    expect(inPixels('44px')).toBe('44 px');
  });
});
