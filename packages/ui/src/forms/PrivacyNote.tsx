import { Link } from '../primitives/Link/Link';
import { Text } from '../primitives/Text/Text';
import type { PrivacyNoteContent } from '../sections/types';

/** The note beside a form's button that leads to the privacy notice: muted, small, the link inline. */
export function PrivacyNote({ text, link, className }: PrivacyNoteContent & { className?: string }) {
  return (
    <Text size="sm" tone="muted" className={className}>
      {text} <Link href={link.href}>{link.label}</Link>
    </Text>
  );
}
