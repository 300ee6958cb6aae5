import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Alpenhaus Home' };

/** `/` lets visitors pick a language (a static host has no server to negotiate it). */
export default function Start() {
  return (
    <main>
      <p>
        <a href="/en/">Alpenhaus Home — English</a> ·{' '}
        <a href="/de/" lang="de">
          Deutsch
        </a>
      </p>
    </main>
  );
}
