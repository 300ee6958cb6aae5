import type { ImageContent } from '@brand/ui';

/**
 * A page header's illustration (480 × 360, drawn for the brand): it sets the mood beside the title and
 * says nothing the text does not, so it is decorative (`alt: ''`).
 */
export const headerPicture = (src: string): ImageContent => ({ src, alt: '', width: 480, height: 360 });
