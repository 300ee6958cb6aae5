// @vitest-environment node
// Node, not jsdom: proves the server render needs no window or document.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Drawer } from './Drawer';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('Drawer on the server', () => {
  it('renders its trigger with react-dom/server and leaves the modal to the client', () => {
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <Drawer title="Menu" defaultOpen trigger={<Button>Open menu</Button>}>
          <p>Links</p>
        </Drawer>
      </I18nProvider>,
    );
    expect(html).toContain('Open menu');
    expect(html).not.toContain('role="dialog"');
  });
});
