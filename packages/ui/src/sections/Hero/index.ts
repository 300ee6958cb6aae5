export { HeroSection, type HeroSectionProps } from './HeroSection';
export { type HeroVideoState, heroVideoStates } from './HeroVideo';
export { type HeroSectionContent, type HeroVideoPreload, heroVideoPreloads } from './types';
