/**
 * `pnpm bench --services`: the configured build measured without accounts. The build gets Supabase and
 * EmailJS settings that point Supabase at the local backend (site/local-supabase) on a loopback port of
 * its own, in memory, on the real migrations — it answers the one request a public page makes, the
 * anonymous read of `site_settings`, as a project with no hero video set would. EmailJS is only called
 * when an enquiry is sent, which Lighthouse never does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startLocalBackend } from '../../site/local-supabase/backend.ts';
import { isLoopbackHost } from '../../site/local-supabase/http.ts';
import { localAnonKey } from '../../site/src/configShape.ts';

/** The build's environment for a stand-in on `origin`. */
export const benchServicesEnv = (origin: string): Record<string, string> => ({
  VITE_SUPABASE_URL: origin,
  VITE_SUPABASE_ANON_KEY: localAnonKey,
  VITE_EMAILJS_PUBLIC_KEY: 'bench-public-key',
  VITE_EMAILJS_SERVICE_ID: 'service_bench',
  VITE_EMAILJS_TEMPLATE_ID: 'template_bench',
});

/** The stand-in's fixed loopback port: a build made with `--services` keeps pointing at it (`--no-build`). */
export const standInPort = 4359;

/** Starts the local backend on its loopback port; every settings read it answered is counted in `reads`. */
export const startSupabaseStandIn = async (): Promise<{
  origin: string;
  reads: () => number;
  server: Server;
}> => {
  let reads = 0;
  const backend = startLocalBackend({
    log: () => {},
    // The bench's own site, on whichever loopback port it is served.
    allowOrigin: (origin) => URL.canParse(origin) && isLoopbackHost(new URL(origin).host),
  });
  await backend.ready;
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/rest/v1/site_settings?')) reads++;
    backend.middleware(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"not in the stand-in"}');
    });
  });
  server.on('close', () => void backend.close());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(standInPort, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reads: () => reads,
    server,
  };
};
