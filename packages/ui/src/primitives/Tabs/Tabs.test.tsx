// The tabs as assistive technology and a keyboard read them: a named tab list, one tab stop, the arrow
// keys, Home and End selecting tabs (past a disabled one), the selected tab's panel labelled by its tab.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TabItem, Tabs } from './Tabs';

afterEach(cleanup);

const items: TabItem[] = [
  { value: 'specs', label: 'Specifications', content: <p>Beech wood, 120 cm.</p> },
  { value: 'delivery', label: 'Delivery', content: <p>On pallets.</p> },
  { value: 'toys', label: 'Toys', content: <p>No longer made.</p>, disabled: true },
  { value: 'care', label: 'Care', content: <p>Wipe with a damp cloth.</p> },
];

const selected = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('Tabs', () => {
  it('is a tab list named by its label; the selected tab labels the one panel shown', () => {
    render(<Tabs label="Product details" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Product details' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Specifications',
      'Delivery',
      'Toys',
      'Care',
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'Specifications' });
    expect(panel.textContent).toBe('Beech wood, 120 cm.');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Toys' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('is one tab stop; arrows, Home and End select tabs and skip a disabled one', async () => {
    const onChange = vi.fn();
    render(<Tabs label="Product details" items={items} defaultValue="delivery" onChange={onChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Delivery' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()?.textContent).toBe('Care');
    expect(onChange).toHaveBeenLastCalledWith('care');
    expect(screen.getByRole('tabpanel').textContent).toBe('Wipe with a damp cloth.');
    await userEvent.keyboard('{Home}');
    expect(selected()?.textContent).toBe('Specifications');
    await userEvent.keyboard('{End}');
    expect(selected()?.textContent).toBe('Care');
    await userEvent.keyboard('{ArrowLeft}');
    expect(selected()?.textContent).toBe('Delivery');
  });

  it('selects on a click, never a disabled tab', async () => {
    const onChange = vi.fn();
    render(<Tabs label="Product details" items={items} onChange={onChange} />);
    // The first tab is selected at first without a change to report.
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: 'Care' }));
    expect(onChange).toHaveBeenLastCalledWith('care');
    await userEvent.click(screen.getByRole('tab', { name: 'Toys' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(selected()?.textContent).toBe('Care');
  });

  it('follows its value when controlled', () => {
    const { rerender } = render(<Tabs label="Product details" items={items} value="specs" />);
    expect(selected()?.textContent).toBe('Specifications');
    rerender(<Tabs label="Product details" items={items} value="care" />);
    expect(selected()?.textContent).toBe('Care');
    expect(screen.getByRole('tabpanel').textContent).toBe('Wipe with a damp cloth.');
  });

  it('renders on the server with the selected tab and its panel', () => {
    const html = renderToString(<Tabs label="Product details" items={items} defaultValue="delivery" />);
    expect(html).toContain('role="tablist"');
    expect(html).toContain('aria-selected="true"');
    expect(html).toContain('On pallets.');
    expect(html).not.toContain('Beech wood');
  });
});
