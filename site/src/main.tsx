import '@fontsource-variable/fraunces';
import '@fontsource-variable/source-sans-3';
import '@brand/ui/style.css';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { activateLocale, detectLocale, i18n } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

await activateLocale(detectLocale());
createRoot(container).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <App />
    </I18nProvider>
  </StrictMode>,
);
