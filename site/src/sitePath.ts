/**
 * The one gate for every navigation the site builds from input: the address itself (the start-up script's
 * language move), `?lng=`, `?next=` after sign-in, the redirect path a static host's 404 page leaves, the
 * language menu's "same page in another language" and the preview server's trailing-slash redirect.
 *
 * `sitePath(input, origin)` resolves `input` as a browser resolves a link on a page of `origin` and returns
 * the path it names there (`/de/about?x=1#team`), or null when following it would leave the origin.
 * Leading slashes (and backslashes, which browsers read as slashes) are collapsed before and after
 * resolving, so `//evil.example`, `/\evil.example` and `/..//evil.example` name the path
 * `/evil.example` of this site, never the host `evil.example`. The result is always a path starting with
 * exactly one `/`: it can never be read as a protocol-relative or absolute URL.
 */

/** Longest input accepted: no address this site makes comes near it. */
export const maxSitePathLength = 2048;

/** Leading runs of `/` and `\`: one slash is a path, two would name a host. */
const leadingSlashes = /^[/\\]+/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const controlCharacters = /[\u0000-\u001f\u007f]/;

export const sitePath = (input: string | null | undefined, origin: string): string | null => {
  if (typeof input !== 'string' || !input || input.length > maxSitePathLength) return null;
  // The URL parser drops tabs and line breaks anywhere (`/\t/evil` is `//evil`) and trims the others at
  // the ends: no address of this site has them raw, so refuse rather than guess.
  if (controlCharacters.test(input)) return null;
  let home: URL;
  let url: URL;
  try {
    home = new URL(origin);
    url = new URL(input.replace(leadingSlashes, '/'), home);
  } catch {
    return null;
  }
  if (url.origin !== home.origin) return null;
  // Dot segments are resolved by now: `/..//x` has become `//x`.
  const pathname = url.pathname.replace(leadingSlashes, '/');
  const path = `${pathname}${url.search}${url.hash}`;
  // What a browser makes of the result is the same place: same origin, same path.
  const again = new URL(path, home);
  return again.origin === home.origin && again.pathname === pathname ? path : null;
};

/**
 * A path the site wrote itself and reads back — the redirect path the 404 page stores, the `?next=` the
 * /admin guard sets: accepted only when `sitePath` keeps it exactly. Anything a browser would first have
 * to resolve or collapse (`/..//x`, `//x`, `/\x`) was written by someone else, and is refused.
 */
export const ownSitePath = (input: string | null | undefined, origin: string): string | null => {
  const path = sitePath(input, origin);
  return path !== null && path === input ? path : null;
};
