import { fileURLToPath } from 'node:url';
import config, { uiCatalog, uiCatalogLocales } from '../../lingui.config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The library's catalog alone, in its six catalogs (German for Germany, `de`, and for Switzerland,
 * `de-CH`): what `pnpm i18n:extract` and `pnpm i18n:compile` run beside the workspace's configuration,
 * and what `pnpm build:ui` compiles before tsup runs (`packages/ui/src/i18n/locales/<locale>.ts` are
 * generated files, absent in a fresh clone).
 */
export default {
  ...config,
  rootDir: root,
  locales: [...uiCatalogLocales],
  catalogs: [uiCatalog],
};
