import { SectionBody, type SectionBodyProps } from '../Section/SectionBody';
import type { LinkContent } from '../types';

export type ProductsBandProps = Omit<SectionBodyProps, 'id' | 'tone' | 'learnMore'> & {
  /** The anchor; `products` by default. */
  id?: string | undefined;
  /** The link to the whole range, at the band's end. */
  viewRange?: LinkContent | undefined;
};

/**
 * The band both product sections stand in (`ProductsSection`, `ProductsCompactSection`): muted, anchored
 * `products` unless `id` says otherwise, and ending with the `viewRange` link, so that a page showing
 * either links to the same place and looks the same around the grid.
 */
export function ProductsBand({ id, viewRange, ...body }: ProductsBandProps) {
  return <SectionBody tone="muted" {...body} id={id ?? 'products'} learnMore={viewRange} />;
}
