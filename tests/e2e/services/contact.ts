/** The contact form as the tests drive it. */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { type Locale, text } from '../site';

export type Enquiry = { name: string; email: string; company: string; message: string };

export const enquiry: Enquiry = {
  name: 'Zoë Müller',
  email: 'zoe.mueller@example.ch',
  company: 'Bürstenhandel Basel AG',
  message: 'We would like 20,000 natural-fibre brushes with our logo on the handle.',
};

const fields = ['name', 'email', 'company', 'message'] as const;

export const field = (page: Page, name: (typeof fields)[number]) => page.locator(`form [name="${name}"]`);

export const fillEnquiry = async (page: Page, values: Enquiry = enquiry) => {
  for (const name of fields) await field(page, name).fill(values[name]);
};

export const expectValues = async (page: Page, values: Enquiry) => {
  for (const name of fields) await expect(field(page, name)).toHaveValue(values[name]);
};

export const sendButton = (page: Page, locale: Locale = 'en') =>
  page.getByRole('button', { name: text(locale, 'contact.form.send') });

/** The toast on screen: the item of the notifications region ("Notifications (F8)" in every language). */
export const toast = (page: Page) => page.getByRole('region', { name: /\(F8\)/ }).getByRole('listitem');

/** Resolves once the app has hydrated the contact page (the form answers to input). */
export const openContact = async (page: Page, path = '/contact') => {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
};
