// @vitest-environment node
// Node, not jsdom: proves the server render needs no window or document.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

describe('Dialog on the server', () => {
  it('renders its trigger with react-dom/server and leaves the modal to the client', () => {
    const html = renderToString(
      <Dialog title="Request samples" defaultOpen trigger={<Button>Request samples</Button>}>
        <p>Up to three pieces</p>
      </Dialog>,
    );
    expect(html).toContain('Request samples');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).not.toContain('role="dialog"');
  });
});
