/**
 * The published stylesheets (docs/adr/0040-css-in-parts.md), made from the bundle pass's CSS, which
 * vanilla-extract writes one style module (`*.css.ts`) after another, each after a marker comment:
 *
 * - `dist/index.css` (`@brand/ui/style.css`): everything, as before (one `brand-ui` layer, in the bundle's
 *   order; tsup.config.ts minifies the bundle's CSS as it is);
 * - `dist/css/foundation.css`: the reset and the brand theme (the tokens on `:root`);
 * - `dist/css/<Folder>.css`: one per component folder (`Button.css`, `Header.css`), with the styles of
 *   every component it renders (Header's includes Button's), so each part stands on its own;
 * - `dist/css/partner-theme.css`: the example partner theme's class.
 *
 * In the parts, each style module gets its own sublayer of `brand-ui` (`brand-ui.Button`), and every part
 * starts by declaring all of them in the one-file order. The cascade is then the one of `style.css`,
 * whichever parts a page imports, in whatever order, and a rule two parts both carry (Button's, in
 * Header.css and Button.css) changes nothing.
 */
import { basename, dirname } from 'node:path';

/** The library's cascade layer (theme/layers.css.ts). */
export const uiLayer = 'brand-ui';

export type StyleModule = { file: string; css: string };

const marker = /\/\* vanilla-extract-css-ns:(src\/[^?]+\.css\.ts)\.vanilla\.css\?source=[^*]*\*\/\n/g;

/** The bundle's CSS cut into its style modules, in the bundle's order. */
export function splitModules(css: string): StyleModule[] {
  const found = [...css.matchAll(marker)];
  if (!found.length)
    throw new Error('no vanilla-extract module markers in the bundle CSS (was it minified?)');
  return found.map((match, index) => {
    const start = (match.index ?? 0) + match[0].length;
    const end = found[index + 1]?.index ?? css.length;
    return { file: match[1] as string, css: css.slice(start, end).trim() };
  });
}

/** A style module's sublayer name: its file's name (`Button`), with its folder when that name repeats. */
export function layerNames(files: readonly string[]): Map<string, string> {
  const base = (file: string) => basename(file, '.css.ts').replace(/\W/g, '-');
  const counts = new Map<string, number>();
  for (const file of files) counts.set(base(file), (counts.get(base(file)) ?? 0) + 1);
  return new Map(
    files.map((file) => [
      file,
      (counts.get(base(file)) ?? 0) > 1 ? `${basename(dirname(file))}-${base(file)}` : base(file),
    ]),
  );
}

/** A module's CSS with its rules moved from `brand-ui` into its own sublayer; bare declarations dropped. */
export function intoSublayer(css: string, layer: string): string {
  const blocks = css.match(new RegExp(`@layer ${uiLayer}\\s*\\{`, 'g'))?.length ?? 0;
  const moved = css
    .replace(new RegExp(`@layer ${uiLayer};\\n?`, 'g'), '')
    .replace(new RegExp(`@layer ${uiLayer}\\s*\\{`, 'g'), `@layer ${uiLayer}.${layer} {`);
  if ((moved.match(new RegExp(`@layer ${uiLayer}\\.${layer} \\{`, 'g'))?.length ?? 0) !== blocks)
    throw new Error(`could not move the rules of ${layer} into their sublayer`);
  return moved.trim();
}

type Metafile = { inputs: Record<string, { imports: { path: string }[] }> };

const virtualStyle = /^vanilla-extract-css-ns:(src\/[^?]+\.css\.ts)\.vanilla\.css/;

/** The style modules whose CSS the given sources need, following their imports through the bundle. */
export function stylesOf(starts: readonly string[], metafile: Metafile): Set<string> {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (input: string) => {
    if (seen.has(input)) return;
    seen.add(input);
    const style = virtualStyle.exec(input);
    if (style) {
      styles.add(style[1] as string);
      return;
    }
    for (const { path } of metafile.inputs[input]?.imports ?? [])
      if (path.startsWith('src/') || virtualStyle.test(path)) visit(path);
  };
  for (const start of starts) visit(start);
  return styles;
}

export type Parts = { files: Record<string, string>; layers: string[] };

/**
 * The parts, unminified (`css/foundation.css`, `css/<Folder>.css`, `css/partner-theme.css`), from the
 * bundle's CSS and its metafile.
 */
export function cssParts(bundleCss: string, metafile: Metafile): Parts {
  const modules = splitModules(bundleCss);
  const names = layerNames(modules.map((module) => module.file));
  const body = new Map(
    modules.map((module) => [module.file, intoSublayer(module.css, names.get(module.file) as string)]),
  );
  const layers = modules.filter((module) => body.get(module.file)).map((module) => names.get(module.file));
  // `@layer brand-ui { @layer reset, brand, …; }`: the sublayers' order, declared before any rule.
  const order = `@layer ${uiLayer} { @layer ${layers.join(', ')}; }`;
  /** A stylesheet of the given modules, in the one-file order, after the layer order. */
  const sheet = (styles: ReadonlySet<string>) =>
    [order, ...modules.filter((module) => styles.has(module.file)).map((module) => body.get(module.file))]
      .filter(Boolean)
      .join('\n');

  const sources = Object.keys(metafile.inputs).filter((input) => /^src\/.*\.tsx?$/.test(input));
  const foundation = stylesOf(['src/styles.ts'], metafile);
  const without = (styles: Set<string>) => new Set([...styles].filter((style) => !foundation.has(style)));
  const files: Record<string, string> = { 'css/foundation.css': sheet(foundation) };
  const partner = without(stylesOf(['src/theme/partner.css.ts'], metafile));
  if (partner.size) files['css/partner-theme.css'] = sheet(partner);
  const folders = new Set(
    sources
      .map((input) => /^src\/(primitives|sections)\/([^/]+)\//.exec(input)?.[2])
      .filter((folder): folder is string => Boolean(folder)),
  );
  for (const folder of [...folders].sort()) {
    const starts = sources.filter(
      (input) => /^src\/(primitives|sections)\//.test(input) && input.split('/')[2] === folder,
    );
    const styles = without(stylesOf(starts, metafile));
    if (styles.size) files[`css/${folder}.css`] = sheet(styles);
  }
  return { files, layers: layers as string[] };
}
