import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from './Link';
import { LinkRouterProvider } from './router';

// Lets React flush effects inside act() outside Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

/** Renders one link under a router and clicks it; returns the router's navigate and the click's event. */
const click = (href: string) => {
  const navigate = vi.fn();
  const container = document.body.appendChild(document.createElement('div'));
  act(() =>
    createRoot(container).render(
      <I18nProvider i18n={i18n}>
        <LinkRouterProvider navigate={navigate}>
          <Link href={href}>Go</Link>
        </LinkRouterProvider>
      </I18nProvider>,
    ),
  );
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => {
    container.querySelector('a')?.dispatchEvent(event);
  });
  return { navigate, event };
};

describe('LinkRouterProvider', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('routes a path of the app through navigate, without a page load', () => {
    const { navigate, event } = click('/about');
    expect(navigate).toHaveBeenCalledWith('/about');
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves a jump within the page (#part) to the browser, which scrolls and fires hashchange', () => {
    const { navigate, event } = click('#your-rights');
    expect(navigate).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
