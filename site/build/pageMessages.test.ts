// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type GraphModule, namedIds, pageIds, shortIds } from './pageMessages';

describe("each page's messages", () => {
  it('finds the ids a module names among its string literals', () => {
    const known = new Set(['about.title', 'about.lead', 'ui.toast.close']);
    expect(
      namedIds(
        'const m={title:{id:`about.title`},x:"about.lead",y:\'about\',z:"about.other"};',
        known,
      ).sort(),
    ).toEqual(['about.lead', 'about.title']);
  });

  it("gives a page the ids its modules name and those of every load that is not a page's", () => {
    const modules: Record<string, GraphModule> = {
      '/site/src/main.tsx': { code: '', importedIds: [], dynamicImporters: [], isEntry: true },
      '/site/src/entry-client.tsx': {
        code: '',
        importedIds: ['/ui/Header.tsx'],
        dynamicImporters: ['/site/src/main.tsx'],
        isEntry: false,
      },
      '/ui/Header.tsx': {
        code: 'i18n._({id:"nav.about"})',
        importedIds: [],
        dynamicImporters: [],
        isEntry: false,
      },
      '/site/src/pages/Home.tsx': {
        code: '',
        importedIds: ['/content/about.ts'],
        dynamicImporters: ['/site/src/routes.ts'],
        isEntry: false,
      },
      '/site/src/pages/Privacy.tsx': {
        code: '{id:"privacy.title"}',
        importedIds: [],
        dynamicImporters: ['/site/src/routes.ts'],
        isEntry: false,
      },
      '/content/about.ts': {
        code: '{id:"about.title"}',
        importedIds: [],
        dynamicImporters: [],
        isEntry: false,
      },
      '/site/src/startup/widgets/Toast.ts': {
        code: '{id:"ui.toast.close"}',
        importedIds: [],
        dynamicImporters: ['/site/src/startup/onDemand.tsx'],
        isEntry: false,
      },
    };
    const known = new Set(['nav.about', 'about.title', 'privacy.title', 'ui.toast.close', 'unused.one']);
    const ids = pageIds(
      Object.keys(modules),
      (id) => modules[id],
      (id) => /\/pages\/(\w+)\.tsx$/.exec(id)?.[1],
      known,
    );
    expect([...(ids.get('Home') ?? [])].sort()).toEqual(['about.title', 'nav.about', 'ui.toast.close']);
    expect([...(ids.get('Privacy') ?? [])].sort()).toEqual(['nav.about', 'privacy.title', 'ui.toast.close']);
  });
});

describe('short message ids', () => {
  it('names every id once, without a dot, in the order of the sorted ids', () => {
    const ids = Array.from({ length: 4000 }, (_, index) => `page.message${String(index).padStart(4, '0')}`);
    const short = shortIds([...ids].reverse());
    expect(short.get('page.message0000')).toBe('0');
    expect(short.get('page.message0061')).toBe('Z');
    expect(short.get('page.message0062')).toBe('00');
    expect(new Set(short.values()).size).toBe(4000);
    expect([...short.values()].some((name) => name.includes('.'))).toBe(false);
  });
});
