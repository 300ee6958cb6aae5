/**
 * The local backends the e2e suite runs against, both on the real migrations: the one `pnpm start`
 * serves on the plain build's own origin, and the one on its own loopback origin that the services
 * build is configured with as its Supabase project. Staff accounts come from the staff command (as a
 * developer makes them); the helpers here read and prepare data through the same REST API the site uses,
 * signed in as a staff member — never around row level security.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { localAnonKey } from '../../site/src/configShape.ts';
import { type EnquiryRow, enquirySelect } from '../../site/src/ports/enquiryRow.ts';

const root = join(import.meta.dirname, '../..');

/** The plain build's backend (same origin as the site) keeps its data here. */
export const localBackendDir = join(root, 'test-results/e2e-backend');

/** The stand-in acting as the services build's hosted Supabase project: its folder, port and origin. */
export const servicesBackendDir = join(root, 'test-results/e2e-services-backend');
export const servicesBackendPort = 4333;
export const servicesBackendOrigin = `http://127.0.0.1:${servicesBackendPort}`;

export type StaffMember = { email: string; password: string; admin: boolean };

/** The accounts both backends get before the tests (tests/e2e/backend.setup.ts). Not real people. */
export const admin: StaffMember = {
  email: 'admin@example.com',
  password: 'correct horse battery staple',
  admin: true,
};
export const member: StaffMember = {
  email: 'staff@example.com',
  password: 'another long password',
  admin: false,
};
/** An admin of its own for the sign-out test: signing out ends every session of the account. */
export const leaver: StaffMember = {
  email: 'leaver@example.com',
  password: 'a third long password',
  admin: true,
};

/** `pnpm staff:add` for an account in the backend of `dir`, the password on standard input. */
export const addStaff = (dir: string, who: StaffMember): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve, reject) => {
    const args = [
      join(root, 'site/local-supabase/staff.ts'),
      'add',
      who.email,
      ...(who.admin ? ['--admin'] : []),
    ];
    const child = spawn(process.execPath, args, { env: { ...process.env, LOCAL_SUPABASE_DIR: dir } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(`${who.password}\n`);
  });

/** A session as the backend's auth API returns it (and supabase-js keeps it in localStorage). */
export type Session = {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string };
};

/** Signs in through the auth API, as supabase-js does. */
export const signIn = async (api: string, who: Pick<StaffMember, 'email' | 'password'>): Promise<Session> => {
  const response = await fetch(`${api}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: localAnonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status} ${await response.text()}`);
  return response.json();
};

/** Where supabase-js keeps the session for a project URL: `sb-<first label of the host>-auth-token`. */
export const sessionKey = (api: string) => `sb-${new URL(api).hostname.split('.')[0]}-auth-token`;

/** Signs in and puts the session into localStorage before the site starts, as a returning staff member has it. */
export const restoreSession = async (page: Page, api: string, who: StaffMember) => {
  const session = await signIn(api, who);
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    sessionKey(api),
    JSON.stringify(session),
  ] as const);
  return session;
};

/** A stored enquiry as the admin reads it: the table's row (site/src/ports/enquiryRow.ts). */
export type StoredEnquiry = EnquiryRow;

/** Every stored enquiry, newest first, read as the admin (the inbox's query). */
export const storedEnquiries = async (api: string): Promise<StoredEnquiry[]> => {
  const { access_token } = await signIn(api, admin);
  const response = await fetch(`${api}/rest/v1/enquiries?select=${enquirySelect}&order=received_at.desc`, {
    headers: { apikey: localAnonKey, Authorization: `Bearer ${access_token}` },
  });
  if (!response.ok) throw new Error(`enquiries answered ${response.status}`);
  return response.json();
};

/** The stored enquiry whose message holds `marker`, if any. */
export const storedEnquiry = async (api: string, marker: string) =>
  (await storedEnquiries(api)).find((enquiry) => enquiry.message.includes(marker));

/** Sets the hero video as the admin does (the editor's upsert). */
export const setHeroVideo = async (api: string, url: string | null) => {
  const { access_token } = await signIn(api, admin);
  const response = await fetch(`${api}/rest/v1/site_settings?on_conflict=setting_key`, {
    method: 'POST',
    headers: {
      apikey: localAnonKey,
      Authorization: `Bearer ${access_token}`,
      'Content-Type': 'application/json',
      Prefer: 'resolution=merge-duplicates',
    },
    body: JSON.stringify({ setting_key: 'hero_video_url', setting_value: url }),
  });
  if (!response.ok) throw new Error(`the upsert answered ${response.status}`);
};

/** A marker unique to the running test, for finding its own enquiry among the others. */
export const uniqueMarker = (testId: string) => `[e2e ${testId}]`;

/**
 * A sender address unique to the running test (the database refuses more than three in ten minutes from
 * one sender). Unique before the @ without a +tag: the database counts e2e+a@ and e2e+b@ as one sender.
 */
export const uniqueSender = (testId: string) => `e2e-${testId.slice(0, 24)}@example.ch`;
