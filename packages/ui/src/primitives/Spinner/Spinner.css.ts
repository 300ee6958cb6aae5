import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style(
  layered({
    display: 'inline-flex',
    flexShrink: 0,
    color: 'currentColor',
    animation: `${spin} 0.8s linear infinite`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  }),
);

export const sizes = styleVariants({ sm: '1rem', md: '1.5rem', lg: '2.5rem' }, (size) =>
  layered({ width: size, height: size }),
);

export const track = style(layered({ opacity: 0.25 }));
export const arc = style(layered({ strokeLinecap: 'round' }));
export const standalone = style(layered({ color: vars.color.accent }));
