/** Playwright's global set-up (after the server is up): the admin whose inbox admin.spec.ts checks. */
import { addStaff, admin } from '../e2e/backend.ts';
import { backendDir } from './playwright.config.ts';

export default async function createAdmin() {
  const { code, output } = await addStaff(backendDir, admin);
  if (code !== 0 && !/already an account/.test(output))
    throw new Error(`staff:add ${admin.email}: ${output}`);
}
