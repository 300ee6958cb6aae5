/** `pnpm chromatic`: publishes Storybook to Chromatic for review, when a project token is configured. */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'Set CHROMATIC_PROJECT_TOKEN (Chromatic → Manage → Configure) to publish Storybook for review.',
  );
  process.exit(1);
}
const run = spawnSync('chromatic', ['--config-file', 'chromatic.config.json'], {
  stdio: 'inherit',
  shell: false,
});
process.exit(run.status ?? 1);
