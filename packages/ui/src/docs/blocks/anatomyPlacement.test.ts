import { describe, expect, it } from 'vitest';
import { marker, type Placement, placeMarkers, type Rect } from './anatomyPlacement';

/** The leader a marker draws to its part, as a segment (see Anatomy.tsx). */
const leader = (spot: Placement) =>
  spot.side === 'above'
    ? { x1: spot.x + marker / 2, y1: spot.y + marker, x2: spot.x + marker / 2, y2: spot.top }
    : spot.side === 'left'
      ? { x1: spot.x + marker, y1: spot.y + marker / 2, x2: spot.left, y2: spot.y + marker / 2 }
      : { x1: spot.left + spot.width, y1: spot.y + marker / 2, x2: spot.x, y2: spot.y + marker / 2 };

const through = (box: Rect, { x1, y1, x2, y2 }: ReturnType<typeof leader>) =>
  Math.max(x1, x2) > box.left &&
  Math.min(x1, x2) < box.left + box.width &&
  Math.max(y1, y2) > box.top &&
  Math.min(y1, y2) < box.top + box.height;

// A form's fields, one under the other, as TextField's and ContactForm's anatomies measure them.
const example: Rect = { top: 96, left: 200, width: 320, height: 240 };
// A label is a block: as wide as its field.
const label: Rect = { top: 96, left: 200, width: 320, height: 20 };
const input: Rect = { top: 120, left: 200, width: 320, height: 44 };
const help: Rect = { top: 170, left: 200, width: 240, height: 20 };
const error: Rect = { top: 196, left: 200, width: 280, height: 20 };

describe('placeMarkers', () => {
  it("runs no marker's leader through another part of a stacked form (issue 36)", () => {
    const boxes = [label, input, help, error];
    const spots = placeMarkers(boxes, example);
    spots.forEach((spot, index) => {
      if (!spot) throw new Error(`part ${index + 1} has no marker`);
      const others = boxes.filter((_, other) => other !== index);
      expect(
        others.filter((other) => through(other, leader(spot))),
        `leader of part ${index + 1}`,
      ).toEqual([]);
    });
  });

  it('puts a marker beside a stacked part on that part’s own row', () => {
    const [, ...below] = placeMarkers([label, input, help, error], example);
    for (const spot of below) {
      if (!spot) throw new Error('a part has no marker');
      expect(spot.side).not.toBe('above');
      expect(spot.y + marker / 2).toBeGreaterThanOrEqual(spot.top);
      expect(spot.y + marker / 2).toBeLessThanOrEqual(spot.top + spot.height);
    }
  });

  it('marks parts side by side from above, and no two markers overlap', () => {
    const icon: Rect = { top: 120, left: 200, width: 20, height: 20 };
    const text: Rect = { top: 120, left: 240, width: 100, height: 20 };
    const button: Rect = { top: 110, left: 190, width: 160, height: 44 };
    const spots = placeMarkers([button, icon, text], { top: 110, left: 190, width: 160, height: 44 });
    expect(spots.map((spot) => spot?.side)).toEqual(['above', 'above', 'above']);
    const placed = spots as Placement[];
    placed.forEach((one, index) => {
      for (const two of placed.slice(index + 1))
        expect(Math.abs(one.x - two.x) >= marker || Math.abs(one.y - two.y) >= marker).toBe(true);
    });
  });

  it('leaves a part the example does not show without a marker', () => {
    expect(placeMarkers([null, label], example)[0]).toBeNull();
  });
});
