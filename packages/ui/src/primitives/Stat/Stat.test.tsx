import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Stat, StatList } from './Stat';

// Issue 33: no component prints a short form of a claim without its qualifier. A key figure's label is
// what the figure is of; without it "100 %" is a claim with nothing beside it.
describe('Stat', () => {
  it('prints the figure with what it counts', () => {
    const html = renderToString(
      <StatList>
        <Stat value="100%" label="of the wood in our handles is FSC or PEFC certified" />
      </StatList>,
    );
    expect(html).toContain('<dt');
    expect(html).toContain('of the wood in our handles is FSC or PEFC certified');
    expect(html).toContain('100%');
  });

  it('refuses a figure without its label, naming the figure', () => {
    // @ts-expect-error a literal empty label does not type-check
    const empty = () => renderToString(<Stat value="100%" label="" />);
    expect(empty).toThrow('Stat: the figure "100%" has no label');
    const blank = () => renderToString(<Stat value="100%" label={'  '} />);
    expect(blank).toThrow('has no label');
  });

  it('takes no element for a label, which could render nothing', () => {
    // @ts-expect-error an element (or null) is not what a figure counts
    const element = () => renderToString(<Stat value="100%" label={null} />);
    expect(element).toThrow('has no label');
  });
});
