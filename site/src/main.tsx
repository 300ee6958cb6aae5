import '@fontsource-variable/fraunces';
import '@fontsource-variable/source-sans-3';
import '@brand/ui/style.css';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { activateLocale, detectBrowserLocale, i18n } from './i18n/activate';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

await activateLocale(detectBrowserLocale());
createRoot(container).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <AriaI18nProvider locale={i18n.locale}>
        <App />
      </AriaI18nProvider>
    </I18nProvider>
  </StrictMode>,
);
