import { addons } from 'storybook/manager-api';
import { managerTheme } from './theme.ts';

// The brand's colours, radii and logo on Storybook's own UI; the docs pages get the same (preview.tsx).
addons.setConfig({ theme: managerTheme });

/**
 * The browser tab names the design system, not the tool: Storybook titles every page "… ⋅ Storybook";
 * this keeps its page names and replaces the suffix whenever the manager sets the title.
 */
const retitle = () => {
  const title = document.title;
  if (title === 'Storybook') document.title = '@brand/ui';
  else if (title.endsWith(' ⋅ Storybook'))
    document.title = `${title.slice(0, -' ⋅ Storybook'.length)} ⋅ @brand/ui`;
};
new MutationObserver(retitle).observe(document.head, { subtree: true, childList: true, characterData: true });
retitle();
