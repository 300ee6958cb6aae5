// The published manifest's `sideEffects` (issue 35): `pnpm pack` takes `publishConfig` for `exports` and a
// few other fields, not for `sideEffects`, so scripts/release.ts packs with this hook
// (`--config.pnpmfile`). The workspace keeps its own list: the site and Storybook build the sources
// (`@brand/source`), whose `*.css.ts` modules and `src/styles.ts` are imported for their CSS; the tarball
// ships neither, only the stylesheets (`publishConfig.sideEffects`). Installs never read this file.
module.exports = {
  hooks: {
    beforePacking(manifest) {
      const { sideEffects, ...publishConfig } = manifest.publishConfig ?? {};
      if (!sideEffects) throw new Error('packages/ui/package.json has no publishConfig.sideEffects');
      return { ...manifest, sideEffects, publishConfig };
    },
  },
};
