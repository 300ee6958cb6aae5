/**
 * E-mail addresses and whether a form accepts them (after trimming, at most 254 characters): the cases
 * both forms' schema tests run.
 */
export const emailCases: [address: string, valid: boolean][] = [
  ['anna@example.ch', true],
  ['  anna@example.ch\t', true],
  ['anna.keller+enquiry@linden-matt.example.ch', true],
  ['', false],
  ['   ', false],
  ['anna', false],
  ['anna@example', false],
  ['@example.ch', false],
  ['anna@@example.ch', false],
  ['anna @example.ch', false],
  ['<script>@example.ch', false],
  ['anna@example.ch<script>alert(1)</script>', false],
  [`${'a'.repeat(64)}@${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(61)}.com`, true], // 254
  [`${'a'.repeat(64)}@${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(62)}.com`, false],
  [`${'a'.repeat(10_000)}@example.ch`, false],
];
