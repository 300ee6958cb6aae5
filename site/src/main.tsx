import '@fontsource-variable/fraunces';
import '@fontsource-variable/source-sans-3';
import '@brand/ui/style.css';
import type { UiLocale } from '@brand/ui';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { activateLocale, detectBrowserLocale, i18n } from './i18n/activate';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

const render = () =>
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AriaI18nProvider locale={i18n.locale}>
          <App onLocaleChange={changeLocale} />
        </AriaI18nProvider>
      </I18nProvider>
    </StrictMode>,
  );

async function changeLocale(locale: UiLocale) {
  await activateLocale(locale);
  render();
}

await activateLocale(detectBrowserLocale());
render();
