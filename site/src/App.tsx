import { homeIntro } from '@brand/content';
import { Button } from '@brand/ui';
import { useLingui } from '@lingui/react';
import * as styles from './App.css';

/** Placeholder home until the sections land: proves the site renders @brand/ui, themed and translated. */
export function App() {
  const { i18n } = useLingui();
  return (
    <main className={styles.main} id="main">
      <p className={styles.eyebrow}>{i18n._(homeIntro.eyebrow)}</p>
      <h1 className={styles.title}>{i18n._(homeIntro.title)}</h1>
      <p className={styles.lead}>{i18n._(homeIntro.subtitle)}</p>
      <Button href="mailto:info@example.ch" size="lg">
        {i18n._(homeIntro.cta)}
      </Button>
    </main>
  );
}
