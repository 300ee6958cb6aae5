/** The local backend's HTTP helpers: bounded bodies, JSON answers, who may talk to it at all. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The largest body the backend reads. An enquiry at the form's limits is below 200 KB even with every
 * character escaped; anything larger is refused (413) before it is read, or as soon as it passes this.
 */
export const maxBodyBytes = 256 * 1024;

/** Why a body could not be used. */
export type BodyProblem = 'too-large' | 'not-json' | 'unreadable';

/**
 * The request's body as JSON: refused by its Content-Length before reading when too large, and once a
 * chunked body passes `maxBodyBytes` (nothing more is read or waited for). An empty body is `undefined`.
 */
export const readJson = (req: IncomingMessage): Promise<{ value: unknown } | { problem: BodyProblem }> =>
  new Promise((resolve) => {
    if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) return resolve({ problem: 'too-large' });
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        req.off('data', onData);
        req.off('end', onEnd);
        req.pause();
        resolve({ problem: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (!text.trim()) return resolve({ value: undefined });
      try {
        resolve({ value: JSON.parse(text) });
      } catch {
        resolve({ problem: 'not-json' });
      }
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', () => resolve({ problem: 'unreadable' }));
  });

/** Answers with JSON (or nothing for 204); `close` ends a connection whose body was not read. */
export const sendJson = (
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
  close = false,
): void => {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (close) res.setHeader('Connection', 'close');
  if (body === undefined || status === 204) {
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

/** A loopback address: the only callers the backend answers. */
export const isLoopback = (address: string | undefined): boolean =>
  !!address && (/^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address));

/** `localhost`, a name under it, or a loopback address: the hosts a request may name (no DNS rebinding). */
export const isLoopbackHost = (host: string | undefined): boolean => {
  if (!host) return false;
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(name)
  );
};

/**
 * Whether a request may reach the backend: it comes from this machine and names a loopback host, so
 * neither another machine (the server started with `--host`) nor a web page whose name was rebound to
 * 127.0.0.1 gets an answer.
 */
export const fromThisMachine = (req: IncomingMessage): boolean =>
  isLoopback(req.socket.remoteAddress) && isLoopbackHost(req.headers.host);

/** The client's address, for counting failed sign-ins. */
export const clientAddress = (req: IncomingMessage): string => req.socket.remoteAddress ?? 'unknown';
