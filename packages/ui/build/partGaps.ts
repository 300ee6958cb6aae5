/**
 * Whether each CSS part of a build stands on its own (docs/adr/0040-css-in-parts.md): for every component
 * folder with a part (`dist/css/Contact.css`), the class names its modules render — those of every style
 * module (`*.css.js`) they import, directly or through other components — are styled by that part or by
 * the foundation. Only class names that `dist/index.css` styles at all count (a class used only as a hook
 * has no rule anywhere). Read from the published `dist/`, as a partner's bundler reads it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The relative imports of a module (`./x.js`, `../y/z.js`), as absolute paths. */
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((match) =>
    resolve(dirname(file), match[1] as string),
  );

/** The class names a compiled style module exports (vanilla-extract's short identifiers, `_6v2pgk0`). */
const classNamesOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/["'](_[0-9a-z]+)["']/g)].map((match) => match[1] as string);

/** The style modules a folder's components use, following their imports through other components. */
const styleModulesOf = (folder: string): Set<string> => {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const stack = readdirSync(folder)
    .filter((name) => name.endsWith('.js') && !name.endsWith('.css.js'))
    .map((name) => join(folder, name));
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    if (file.endsWith('.css.js')) styles.add(file);
    else stack.push(...importsOf(file));
  }
  return styles;
};

/** Each gap: `<Folder>.css lacks <class> of <style module>`; none when every part stands on its own. */
export function partGaps(dist: string): string[] {
  const whole = readFileSync(join(dist, 'index.css'), 'utf8');
  const foundation = readFileSync(join(dist, 'css/foundation.css'), 'utf8');
  const styled = (css: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);
  const gaps: string[] = [];
  for (const group of ['primitives', 'sections'])
    for (const folder of readdirSync(join(dist, group)).sort()) {
      const partFile = join(dist, 'css', `${folder}.css`);
      if (!existsSync(partFile)) continue;
      const part = readFileSync(partFile, 'utf8');
      for (const module of styleModulesOf(join(dist, group, folder)))
        for (const name of classNamesOf(module))
          if (styled(whole, name) && !styled(part, name) && !styled(foundation, name))
            gaps.push(`${folder}.css lacks .${name} of ${module.slice(dist.length + 1)}`);
    }
  return gaps;
}
