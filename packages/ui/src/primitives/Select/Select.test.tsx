// @vitest-environment node
// Node, not jsdom: proves the server render needs no window or document, and what a form gets before
// the page's script runs.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'brooms', label: 'Brooms' },
  { value: 'handles', label: 'Wooden handles' },
];

describe('Select on the server', () => {
  it('renders the label, the library’s English placeholder with no provider, and no list', () => {
    const html = renderToString(<Select label="Product family" name="family" options={options} />);
    expect(html).toContain('Product family');
    expect(html).toContain('Choose an option');
    expect(html).not.toContain('role="listbox"');
  });

  it('shows the chosen option’s label and takes a placeholder of the app’s', () => {
    const chosen = renderToString(
      <Select label="Product family" options={options} defaultValue="handles" placeholder="Any" />,
    );
    expect(chosen).toContain('Wooden handles');
    expect(chosen).not.toContain('Any');
    // The field shows the choice's text and its chevron, not the option's tick (it made the field two lines).
    const field = /<button[\s\S]*?<\/button>/.exec(chosen)?.[0] ?? '';
    expect(field).toContain('Wooden handles');
    expect(field.match(/<svg/g)).toHaveLength(1);
    const empty = renderToString(<Select label="Product family" options={options} placeholder="Any" />);
    expect(empty).toContain('Any');
    expect(empty).not.toContain('Choose an option');
  });

  it('renders the error message only when there is one', () => {
    const html = renderToString(
      <Select
        label="Product family"
        options={options}
        required
        errorMessage="Please choose a product family"
      />,
    );
    expect(html).toContain('Please choose a product family');
    expect(html).toContain('data-invalid="true"');
    expect(renderToString(<Select label="Product family" options={options} />)).not.toContain('data-invalid');
  });
});
