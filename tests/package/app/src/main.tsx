// A partner app that knows nothing of the monorepo: it installs @brand/ui from its tarball and uses its
// public API only — components, the stylesheet and a compiled catalog.
import '@brand/ui/style.css';
import { Button, ToastProvider, ToastRegion, useToast } from '@brand/ui';
import { messages as de } from '@brand/ui/locales/de';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';

i18n.load('de', de);
i18n.activate('de');

function Demo() {
  const { toast } = useToast();
  return (
    <Button onPress={() => toast({ title: 'Anfrage gesendet', description: 'Wir melden uns bald.' })}>
      Anfrage senden
    </Button>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <I18nProvider i18n={i18n}>
      <ToastProvider>
        <Demo />
        <ToastRegion />
      </ToastProvider>
    </I18nProvider>,
  );
}
