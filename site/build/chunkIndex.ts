import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Where each module a load begins with (the entry, and every module fetched with `import()`: the start,
 * the pages, their messages, the widgets) ended up: `.vite/modules.json` beside Vite's manifest,
 * `{ "src/pages/Home.tsx": "assets/Home-….js", "virtual:page-messages/Home/de": "assets/messages-Home-de-….js" }`.
 * Vite's manifest names a chunk after such a module only when the chunk is that module's alone; the
 * chunk rules (build/chunks.ts) merge several into one (the start into `app`). prerender.ts reads it to
 * list a page's scripts; keepOutOfDist moves it out of the build with the manifest.
 */
export const moduleIndexFile = '.vite/modules.json';

export const chunkIndex = (): Plugin => {
  let root = '';
  return {
    name: 'brand-chunk-index',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const index: Record<string, string> = {};
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          for (const id of chunk.moduleIds) {
            const info = this.getModuleInfo(id);
            if (!info || !(info.isEntry || info.dynamicImporters.length)) continue;
            const key = id.startsWith('\0') ? id.slice(1) : relative(root, id).split('\\').join('/');
            index[key] = chunk.fileName;
          }
      this.emitFile({
        type: 'asset',
        fileName: moduleIndexFile,
        source: `${JSON.stringify(index, null, 2)}\n`,
      });
    },
  };
};
