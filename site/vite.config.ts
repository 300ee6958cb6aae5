import { defineConfig } from 'vite';
import { brandVitePlugins } from '../vite.shared.ts';

/** Port of `pnpm start` (the built site) and `pnpm dev`; unusual on purpose, so it rarely clashes. */
const port = Number(process.env.PORT ?? 4321);

export default defineConfig({
  plugins: brandVitePlugins(),
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});
