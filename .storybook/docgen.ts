import type { Plugin, PluginOption } from 'vite';

const docgenPluginName = 'vite:react-docgen-typescript';

/** One block the docgen plugin appends to a module: `try { X.displayName = …; X.__docgenInfo = …; } catch …`. */
const docgenBlock = /try \{\n((?:.*\n)*?)\} catch \(__react_docgen_typescript_loader_error\) \{\}/g;
const target = /^\s*([\w$.]+)\.__docgenInfo = /m;

/**
 * A React component's name: `Button`, `Section.Header`, `FAQSection`; not `homeFlags`, `useToast`,
 * `EAGER_IMAGES` (no lower-case letter).
 */
const componentName = /^(?:[\w$]+\.)*[A-Z](?=[A-Za-z0-9]*[a-z])[A-Za-z0-9]*$/;

/**
 * react-docgen-typescript documents every exported value that has a JSDoc comment, and the plugin then
 * writes `displayName` and `__docgenInfo` onto it: onto `homeFlags` (a stories' `args` object, so two
 * bogus args reach the sections), `stackGaps` (an array), hooks and helpers. Keep the blocks of
 * components only, and only when the value is a component at run time.
 */
export const componentsOnly = (code: string): string =>
  code.replace(docgenBlock, (block, body: string) => {
    const name = target.exec(body)?.[1];
    if (!name || !componentName.test(name)) return '';
    // Functions, and the objects `memo` and `forwardRef` return.
    return `if (typeof ${name} === 'function' || (typeof ${name} === 'object' && ${name} !== null && '$$typeof' in ${name})) ${block}`;
  });

type Transform = (this: unknown, code: string, id: string, ...rest: unknown[]) => unknown;

const guard = (transform: Transform): Transform =>
  async function (this: unknown, ...args) {
    const result = await transform.apply(this, args);
    if (typeof result === 'string') return componentsOnly(result);
    if (result && typeof result === 'object' && 'code' in result && typeof result.code === 'string')
      return { ...result, code: componentsOnly(result.code) };
    return result;
  };

/** Finds the docgen plugin the React framework added and filters what its transform appends. */
export const guardDocgen = (plugins: PluginOption[] | undefined): void => {
  for (const option of plugins ?? []) {
    if (Array.isArray(option)) guardDocgen(option);
    else if (option && typeof option === 'object' && 'name' in option && option.name === docgenPluginName) {
      const plugin = option as Plugin;
      const hook = plugin.transform as Transform | { handler: Transform } | undefined;
      if (typeof hook === 'function') plugin.transform = guard(hook) as Plugin['transform'];
      else if (hook) hook.handler = guard(hook.handler);
    }
  }
};
