import { fileURLToPath } from 'node:url';
import config from '../../lingui.config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The library's catalog alone, from the workspace's Lingui configuration: what `pnpm build:ui` compiles
 * before tsup runs (`packages/ui/src/i18n/locales/<locale>.ts` are generated files, absent in a fresh clone).
 */
export default {
  ...config,
  rootDir: root,
  catalogs: config.catalogs?.filter((catalog) => catalog.path.includes('/packages/ui/src/')),
};
