/**
 * How many cards share each card's row on a wide screen (three at most), so that every row is full for any
 * number of products: rows of three, and when one card would be left alone, the last two rows hold two each
 * (4 → 2 + 2, 5 → 3 + 2, 7 → 3 + 2 + 2). A single product fills its row. Returned per card, in order.
 */
export function productRows(count: number): number[] {
  if (count <= 0) return [];
  if (count <= 2) return Array(count).fill(count);
  const rest = count % 3;
  const threes = rest === 1 ? (count - 4) / 3 : Math.floor(count / 3);
  const tail = rest === 0 ? [] : rest === 2 ? [2, 2] : [2, 2, 2, 2];
  return [...Array(threes * 3).fill(3), ...tail];
}
