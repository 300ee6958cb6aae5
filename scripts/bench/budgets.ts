/**
 * Issue 6's budgets (`budgets.json`, also read by lighthouserc.cjs), typed, with the helpers that turn
 * them into bytes.
 */
import budgets from './budgets.json' with { type: 'json' };

export { budgets };
export type Budgets = typeof budgets;

/** The budgets' unit: 1 KB = 1024 bytes (as Lighthouse's KiB). */
export const KB = 1024;

/** A size in KB with two decimals, for tables. */
export const kb = (bytes: number, digits = 1): string => (bytes / KB).toFixed(digits);

/**
 * The bundle budgets of a canonical route (`/contact` for every language's contact page): the first
 * load's JS, CSS and fonts in bytes; a visit's JavaScript in bytes and its scripts in files.
 */
export const bundleBudgets = (
  route: string,
): { js: number; css: number; fonts: number; visitJs: number; visitScripts: number } => {
  const own: { jsKB?: number; cssKB?: number; fontKB?: number } =
    (budgets.bundles.pages as Record<string, { jsKB?: number; cssKB?: number; fontKB?: number }>)[route] ??
    {};
  return {
    js: (own.jsKB ?? budgets.bundles.jsKB) * KB,
    css: (own.cssKB ?? budgets.bundles.cssKB) * KB,
    fonts: (own.fontKB ?? budgets.bundles.fontKB) * KB,
    visitJs: budgets.bundles.visitJsKB * KB,
    visitScripts: budgets.bundles.visitScripts,
  };
};
