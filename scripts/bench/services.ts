/**
 * `pnpm bench --services`: the configured build measured without accounts. The build gets Supabase and
 * EmailJS settings that point Supabase at a stand-in on loopback, which answers the one request a public
 * page makes — the anonymous read of `site_settings` — as a project with no hero video set would. EmailJS
 * is only called when an enquiry is sent, which Lighthouse never does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The build's environment for a stand-in on `origin`. */
export const benchServicesEnv = (origin: string): Record<string, string> => ({
  VITE_SUPABASE_URL: origin,
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_bench-stand-in',
  VITE_EMAILJS_PUBLIC_KEY: 'bench-public-key',
  VITE_EMAILJS_SERVICE_ID: 'service_bench',
  VITE_EMAILJS_TEMPLATE_ID: 'template_bench',
});

/** The stand-in's fixed loopback port: a build made with `--services` keeps pointing at it (`--no-build`). */
export const standInPort = 4359;

/** Starts the stand-in on its loopback port; every settings read it answered is counted in `reads`. */
export const startSupabaseStandIn = async (): Promise<{
  origin: string;
  reads: () => number;
  server: Server;
}> => {
  let reads = 0;
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'apikey, authorization, accept, content-type');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method === 'GET' && req.url?.startsWith('/rest/v1/site_settings?')) {
      reads++;
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('[]');
    }
    res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"not in the stand-in"}');
  });
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
