'use client';

import { msg } from '@lingui/core/macro';
import { useId } from 'react';
import { cx } from '../../cx';
import { useUiLingui } from '../../i18n/useUiLingui';
import { Button } from '../../primitives/Button/Button';
import { Section } from '../Section/Section';
import type { SectionPlacement } from '../types';
import * as styles from './NotFound.css';
import type { NotFoundSectionContent } from './types';

export type NotFoundSectionProps = NotFoundSectionContent & SectionPlacement;

/**
 * The page for an unknown address: "Oops! Page not found" and a "Return to Home" link (the spec's exact
 * texts, translated as library messages), with an optional status label such as `404`.
 */
export function NotFoundSection({
  label,
  homeHref = '/',
  headingLevel = 1,
  id = 'not-found',
  className,
}: NotFoundSectionProps) {
  const { t } = useUiLingui();
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <Section id={id} aria-labelledby={titleId} className={cx(styles.root, className)}>
      <div className={styles.body}>
        {label ? (
          <p className={styles.label} aria-hidden="true">
            {label}
          </p>
        ) : null}
        <Title id={titleId} className={styles.title}>
          {t(msg({ id: 'ui.notFound.title', message: 'Oops! Page not found' }))}
        </Title>
        <Button href={homeHref} size="lg">
          {t(msg({ id: 'ui.notFound.home', message: 'Return to Home' }))}
        </Button>
      </div>
    </Section>
  );
}
