// Where the Anatomy block draws each numbered marker: pure geometry, measured boxes in, spots out.

/** A part's box, in the stage's pixels. */
export type Rect = { top: number; left: number; width: number; height: number };

/** Where a part's marker sits: above the example on a row, or in the gutter beside it on the part's row. */
export type Placement = Rect & { side: 'above' | 'left' | 'right'; x: number; y: number };

/** A marker's diameter, in pixels. */
export const marker = 24;
const contains = (outer: Rect, inner: Rect) =>
  outer.left <= inner.left + 0.5 &&
  outer.top <= inner.top + 0.5 &&
  outer.left + outer.width >= inner.left + inner.width - 0.5 &&
  outer.top + outer.height >= inner.top + inner.height - 0.5;
/** Whether a segment from (x1, y1) to (x2, y2), horizontal or vertical, runs through a rectangle. */
const crosses = (box: Rect, x1: number, y1: number, x2: number, y2: number) =>
  Math.max(x1, x2) > box.left &&
  Math.min(x1, x2) < box.left + box.width &&
  Math.max(y1, y2) > box.top &&
  Math.min(y1, y2) < box.top + box.height;
const overlaps = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.abs(a.x - b.x) < marker + 4 && Math.abs(a.y - b.y) < marker + 4;

/**
 * Each marker sits at its own part, its leader crossing no other part (issue 36: markers stacked in one
 * column with leaders across the fields of a form). A part is marked from above when the way down to it
 * is clear (parts side by side: a button's icon and label); otherwise from the gutter beside the example,
 * on the part's own row (parts stacked: a form's fields), left first, then right. A part that contains
 * another (the container) is never in the way of what it contains.
 */
export const placeMarkers = (boxes: (Rect | null)[], example: Rect): (Placement | null)[] => {
  const placed: Placement[] = [];
  const shown = boxes.filter((box): box is Rect => box !== null);
  return boxes.map((box) => {
    if (!box) return null;
    const others = shown.filter((other) => other !== box && !contains(other, box));
    // A leader is clear when it runs through no other part and under no marker already placed.
    const clear = (x1: number, y1: number, x2: number, y2: number) =>
      !others.some((other) => crosses(other, x1, y1, x2, y2)) &&
      !placed.some((other) =>
        crosses({ left: other.x, top: other.y, width: marker, height: marker }, x1, y1, x2, y2),
      );
    // A spot is free when no marker is there and no leader drawn from above runs through it.
    const free = (spot: { x: number; y: number }) =>
      !placed.some(
        (other) =>
          overlaps(other, spot) ||
          (other.side === 'above' &&
            crosses(
              { left: spot.x - 2, top: spot.y - 2, width: marker + 4, height: marker + 4 },
              other.x + marker / 2,
              other.y + marker,
              other.x + marker / 2,
              other.top,
            )),
      );
    const centre = box.left + box.width / 2;
    // Above: three rows fit in the stage's top padding.
    for (let row = 0; row < 3; row += 1) {
      const spot = { x: centre - marker / 2, y: 12 + row * 30 };
      if (free(spot) && clear(centre, spot.y + marker, centre, box.top)) {
        const result = { ...box, side: 'above' as const, ...spot };
        placed.push(result);
        return result;
      }
    }
    // Beside: on the part's first line, or a little lower when that spot is taken.
    const sides = [
      { side: 'left' as const, x: example.left - marker - 12, from: example.left - 12, to: box.left },
      {
        side: 'right' as const,
        x: example.left + example.width + 12,
        from: example.left + example.width + 12,
        to: box.left + box.width,
      },
    ];
    for (let step = 0; step * 8 <= Math.max(0, box.height - marker); step += 1) {
      const y = box.top + Math.min(box.height, marker) / 2 - marker / 2 + step * 8;
      for (const { side, x, from, to } of sides) {
        const spot = { x, y };
        if (free(spot) && clear(from, y + marker / 2, to, y + marker / 2)) {
          const result = { ...box, side, ...spot };
          placed.push(result);
          return result;
        }
      }
    }
    // Nowhere clear (a part boxed in on every side): on its own corner.
    const result = { ...box, side: 'above' as const, x: box.left - marker / 2, y: box.top - marker / 2 };
    placed.push(result);
    return result;
  });
};
