// The inventory page's two grounds (Illustrations.mdx): each drawing on the brand theme's surface and on
// the example partner theme's, whichever theme the toolbar has chosen.
import { brandTokens, makeTheme } from '@brand/ui/contract';

export const brandGround = makeTheme(brandTokens, 'brand');
