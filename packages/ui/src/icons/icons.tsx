// The library's own small icons, drawn once. Decorative: hidden from assistive technology (the text
// beside an icon says what it means), coloured by `currentColor`, sized by the caller's class, by `size`
// (pixels) or by the parent's box with `fill`.

import type { ReactNode } from 'react';

export type IconProps = {
  /** Class that sizes and positions the icon. */
  className?: string | undefined;
  /** Fill the parent's box (width and height 100%) instead of relying on a class. */
  fill?: boolean;
  /** Width and height in pixels, for an icon without a sizing class. */
  size?: number;
  /** Stroke width in the icon's own grid (line icons only). */
  strokeWidth?: number;
};

type DrawingProps = IconProps & {
  /** The drawing's grid: the viewBox is `0 0 grid grid`. */
  grid: 16 | 20 | 24;
  /** `line`: stroked with round ends (and round joins unless `join` says otherwise); `solid`: filled. */
  paint: 'line' | 'solid';
  /** How a line's corners are drawn. */
  join?: 'round' | 'miter';
  children: ReactNode;
};

function Drawing({
  className,
  fill = false,
  size,
  strokeWidth,
  grid,
  paint,
  join = 'round',
  children,
}: DrawingProps) {
  const box = fill ? '100%' : size;
  const line = paint === 'line';
  return (
    <svg
      className={className}
      viewBox={`0 0 ${grid} ${grid}`}
      width={box}
      height={box}
      fill={line ? 'none' : 'currentColor'}
      stroke={line ? 'currentColor' : undefined}
      strokeWidth={line ? strokeWidth : undefined}
      strokeLinecap={line ? 'round' : undefined}
      strokeLinejoin={line && join === 'round' ? 'round' : undefined}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** A line icon in a grid, with its usual stroke width unless the caller says otherwise. */
const line =
  (grid: DrawingProps['grid'], defaultStroke: number, drawing: ReactNode, join?: 'miter') =>
  ({ strokeWidth = defaultStroke, ...props }: IconProps) => (
    <Drawing {...props} grid={grid} paint="line" strokeWidth={strokeWidth} join={join}>
      {drawing}
    </Drawing>
  );

/** A check mark: the active choice. */
export const CheckIcon = line(24, 2, <path d="M5 12.5l4.5 4.5L19 7.5" />);

/** A small check mark drawn for 16 px: a product's feature. */
export const CheckSmallIcon = line(16, 2, <path d="M3.5 8.5l3 3 6-7" />);

/** A downward chevron: something that opens below (menus, accordions). */
export const ChevronDownIcon = line(24, 2, <path d="M6 9l6 6 6-6" />);

/** A cross: closes a panel or a message. */
export const CloseIcon = line(20, 2, <path d="M5 5l10 10M15 5L5 15" />);

/** Three bars: opens the navigation menu. */
export const MenuIcon = line(24, 2, <path d="M4 7h16M4 12h16M4 17h16" />);

/** An arrow to the right: leads on to more. */
export const ArrowRightIcon = line(16, 1.75, <path d="M3 8h10M9 4l4 4-4 4" />);

/** A box with an arrow leaving it: a link that opens in a new tab. */
export const ExternalIcon = line(16, 1.75, <path d="M6.5 3.5h-3v9h9v-3M9.5 2.5h4v4M13.5 2.5 7.5 8.5" />);

/** A globe: the language choice. */
export const GlobeIcon = line(
  24,
  2,
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </>,
  'miter',
);

/** A crossed-out picture: a picture that could not be loaded. */
export const ImageMissingIcon = line(
  24,
  1.5,
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 16l5-5 4 4 3-3 6 6M3 3l18 18" />
  </>,
);

/** An envelope: e-mail. */
export const MailIcon = line(
  24,
  1.75,
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </>,
);

/** A map pin: a postal address. */
export const PinIcon = line(
  24,
  1.75,
  <>
    <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

/** A telephone handset: a phone number. */
export const PhoneIcon = line(
  24,
  1.75,
  <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />,
);

/** A sheet with lines: a form to fill in. */
export const FormIcon = line(
  24,
  1.75,
  <>
    <path d="M5 4h10l4 4v12H5z" />
    <path d="M15 4v4h4M8 12h8M8 16h5" />
  </>,
);

/** Two bars: pauses a video. */
export const PauseIcon = (props: IconProps) => (
  <Drawing {...props} grid={20} paint="solid">
    <rect x="5" y="4" width="3.5" height="12" rx="1" />
    <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
  </Drawing>
);

/** A triangle: plays a video. */
export const PlayIcon = (props: IconProps) => (
  <Drawing {...props} grid={20} paint="solid">
    <path d="M6 4.2v11.6a.8.8 0 0 0 1.2.7l9.2-5.8a.8.8 0 0 0 0-1.4L7.2 3.5a.8.8 0 0 0-1.2.7z" />
  </Drawing>
);

/** A filled circle with an exclamation mark: an error (a field's message, a failed attempt). */
export const AlertIcon = (props: IconProps) => (
  <Drawing {...props} grid={20} paint="solid">
    <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm.9 8.4a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
  </Drawing>
);
