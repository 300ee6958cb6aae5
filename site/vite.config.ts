import { defaultClientConditions, defineConfig } from 'vite';
import { brandVitePlugins } from '../vite.shared.ts';

/** Port of `pnpm start` (the built site) and `pnpm dev`; unusual on purpose, so it rarely clashes. */
const port = Number(process.env.PORT ?? 4321);

export default defineConfig({
  plugins: brandVitePlugins(),
  // Workspace packages are consumed from source (their `source` export condition): no build step in dev.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});
