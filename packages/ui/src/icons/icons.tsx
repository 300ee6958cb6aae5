// The library's own small icons, drawn once. Decorative: hidden from assistive technology,
// coloured by `currentColor`, sized by the caller's class (or by their box with `fill`).

type IconProps = {
  /** Class that sizes and positions the icon. */
  className?: string;
  /** Fill the parent's box (width and height 100%) instead of relying on a class. */
  fill?: boolean;
  /** Stroke width in the 24-unit grid. */
  strokeWidth?: number;
};

function StrokeIcon({ className, fill = false, strokeWidth = 2, d }: IconProps & { d: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={fill ? '100%' : undefined}
      height={fill ? '100%' : undefined}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

/** A check mark: the active choice, a confirmed feature. */
export const CheckIcon = (props: IconProps) => <StrokeIcon {...props} d="M5 12.5l4.5 4.5L19 7.5" />;

/** A downward chevron: something that opens below (menus, accordions). */
export const ChevronDownIcon = (props: IconProps) => <StrokeIcon {...props} d="M6 9l6 6 6-6" />;

/** A filled circle with an exclamation mark: an error (a field's message, a failed attempt). */
export function AlertIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm.9 8.4a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
    </svg>
  );
}
