// A partner app that knows nothing of the monorepo: it installs @brand/ui from the registry and uses its
// public API only — components, the stylesheet, a compiled catalog — with React Router, wired to the
// library's links as the Getting started guide shows.
import '@brand/ui/style.css';
import { Button, Heading, Link, LinkRouterProvider, ToastProvider, ToastRegion, useToast } from '@brand/ui';
import { messages as de } from '@brand/ui/locales/de';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider, useHref, useNavigate } from 'react-router';

i18n.load('de', de);
i18n.activate('de');

/** The root layout route: the guide's React Router adapter, the toasts and the pages. */
export function Root() {
  const navigate = useNavigate();
  return (
    <LinkRouterProvider navigate={(href) => navigate(href)} useHref={useHref}>
      <ToastProvider>
        <Outlet />
        <ToastRegion />
      </ToastProvider>
    </LinkRouterProvider>
  );
}

function Home() {
  const { toast } = useToast();
  return (
    <main>
      <Heading level={1}>Startseite</Heading>
      <Button onPress={() => toast({ title: 'Anfrage gesendet', description: 'Wir melden uns bald.' })}>
        Anfrage senden
      </Button>
      <p>
        <Link href="/about">Über uns</Link>
      </p>
    </main>
  );
}

function About() {
  return (
    <main>
      <Heading level={1}>Über uns</Heading>
      <Link href="/">Zur Startseite</Link>
    </main>
  );
}

const router = createBrowserRouter([
  {
    path: '/',
    element: <Root />,
    children: [
      { index: true, element: <Home /> },
      { path: 'about', element: <About /> },
    ],
  },
]);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}
