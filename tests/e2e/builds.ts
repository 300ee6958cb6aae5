/**
 * The builds of the site the end-to-end suite serves, made once by `pnpm test`'s build step
 * (scripts/test.ts) and shared by every step that serves the site (e2e, a11y) and by the bundle budgets
 * (.ci/run): site/dist as configured by the shell (no services in CI), and site/dist-services with
 * Supabase and EmailJS configured (`servicesEnv`, answered by the suite's stand-ins).
 */
import { servicesEnv } from './services/fakes.ts';

export const siteBuilds: { dist: string; env: Record<string, string> }[] = [
  { dist: 'dist', env: {} },
  { dist: 'dist-services', env: servicesEnv },
];
