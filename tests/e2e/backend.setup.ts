/**
 * Playwright's global set-up (it runs once the web servers are up): the admin and the plain staff member
 * in both local backends, made with the staff command as a developer makes them.
 */
import { addStaff, admin, leaver, localBackendDir, member, servicesBackendDir } from './backend';

export default async function createStaff() {
  // The two backends side by side (one command at a time on each folder): each command starts its own
  // Postgres, about 4 s, which one after the other held every test back by 25 s.
  await Promise.all(
    [localBackendDir, servicesBackendDir].map(async (dir) => {
      for (const who of [admin, member, leaver]) {
        const { code, output } = await addStaff(dir, who);
        // A second run against a kept folder finds them already there.
        if (code !== 0 && !/already an account/.test(output))
          throw new Error(`staff:add ${who.email}: ${output}`);
      }
    }),
  );
}
