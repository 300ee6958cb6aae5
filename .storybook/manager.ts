import { addons } from 'storybook/manager-api';
import { managerTheme } from './theme.ts';

// The brand's colours, radii and logo on Storybook's own UI; the docs pages get the same (preview.tsx).
addons.setConfig({ theme: managerTheme });
