import { msg } from '@lingui/core/macro';

/**
 * The privacy notice's messages (nFADP Art. 19–21, GDPR Art. 13), by part. Facts come in through
 * placeholders from `company` (privacy.ts). Every language says the same: the same articles, periods and
 * names in each paragraph (`privacy.test.ts` compares them).
 */
export const privacyMessages = {
  title: msg({ id: 'privacy.title', message: 'Privacy notice' }),
  lead: msg({
    id: 'privacy.lead',
    message:
      'How {company} handles personal data on this website: what we collect and why, who processes it for us, how long we keep it, and what your rights are.',
  }),
  updated: msg({ id: 'privacy.updated', message: 'Last updated: {date}' }),
  contents: msg({ id: 'privacy.contents', message: 'Contents' }),

  controller: {
    title: msg({ id: 'privacy.controller.title', message: 'Who is responsible' }),
    text: msg({
      id: 'privacy.controller.text',
      message:
        '{companyName}, {address}, is responsible for the processing of personal data described here (the controller).',
    }),
    contact: msg({
      id: 'privacy.controller.contact',
      message:
        'For any question about your data, write to {email}, or by post to the address above, marked “Data protection”. We have appointed neither a data protection advisor (FADP) nor a data protection officer (GDPR), as the law does not require one for this processing.',
    }),
  },

  law: {
    title: msg({ id: 'privacy.law.title', message: 'Which law applies' }),
    text: msg({
      id: 'privacy.law.text',
      message:
        'As a Swiss company we are bound by the Swiss Federal Act on Data Protection (FADP). Our sites in the EU ({euCountries}) are branches of the company itself, not separate companies, and they make or ship the goods this website offers; the website’s processing of personal data therefore takes place in the context of their activities, and the EU General Data Protection Regulation (GDPR) applies to it as well (Article 3(1) GDPR). This is also why we have no representative in the EU: under Article 27(1) GDPR, only controllers without an establishment in the EU to whom the GDPR applies under its Article 3(2) must appoint one.',
    }),
  },

  visit: {
    title: msg({ id: 'privacy.visit.title', message: 'When you visit the website' }),
    logs: msg({
      id: 'privacy.visit.logs',
      message:
        'Our web host, {webHost}, records technical data about every request – IP address, date and time, the page requested, the referring page and the browser – to deliver the site and keep it secure. These logs are deleted after {days, plural, one {# day} other {# days}}. The legal basis is our legitimate interest in a secure, working website (Article 6(1)(f) GDPR).',
    }),
    noTracking: msg({
      id: 'privacy.visit.noTracking',
      message:
        'We use no analytics, no advertising, no social-media plug-ins and no cookies. Fonts and pictures come from our own server.',
    }),
    video: msg({
      id: 'privacy.visit.video',
      message:
        'On the home page, your browser asks our database at Supabase for the address of the background video and then loads the video from {videoHost}, at {hosts}, and from no other host. Both receive your IP address and browser details, as any web server does; the legal basis is our legitimate interest in a secure, working website (Article 6(1)(f) GDPR). If your device is set to reduce motion, no video is loaded.',
    }),
    videoOwn: msg({
      id: 'privacy.visit.videoOwn',
      message:
        'On the home page, your browser asks our database at Supabase for the address of the background video and then loads the video from our web host. Both receive your IP address and browser details, as any web server does; the legal basis is our legitimate interest in a secure, working website (Article 6(1)(f) GDPR). If your device is set to reduce motion, no video is loaded.',
    }),
  },

  enquiry: {
    title: msg({ id: 'privacy.enquiry.title', message: 'When you send an enquiry' }),
    fields: msg({
      id: 'privacy.enquiry.fields',
      message:
        'The contact form asks for your name, email address, company and message. These four fields are required: without them the form cannot be sent, and it tells you which one is missing. Everything else is optional: the product family you would like a quote for (filled in for you when you come from a product’s quote link) and the details of a quote request – quantity and unit, target delivery date, destination country, packaging and labelling, and target price per unit with its currency. You are free not to use the form and to write to us by email instead.',
    }),
    storage: msg({
      id: 'privacy.enquiry.storage',
      message:
        'When you send the form, your browser saves the enquiry, with the language of the page and the time of receipt, to our database at Supabase. Only then does your browser send the same fields (name, email address, company, message, product family and any quote details you gave) to EmailJS, a service of {emailjs} in {emailjsCountry}, which emails them as a notification to our sales mailbox at {mailbox}, from where our team answers you. As with any web server, Supabase and EmailJS also receive your IP address and browser details when your browser sends the form.',
    }),
    purpose: msg({
      id: 'privacy.enquiry.purpose',
      message:
        'We use this data only to answer your enquiry and, if it leads to business, to prepare and carry out the contract (Article 6(1)(b) GDPR). For enquiries that do not concern a contract, the legal basis is our legitimate interest in answering them (Article 6(1)(f) GDPR).',
    }),
    email: msg({
      id: 'privacy.enquiry.email',
      message:
        'If you write to us by email instead, your message goes straight to our mailbox at {mailbox}, and we handle it in the same way.',
    }),
  },

  staff: {
    title: msg({ id: 'privacy.staff.title', message: 'Staff sign-in and site settings' }),
    text: msg({
      id: 'privacy.staff.text',
      message:
        'The sign-in page is for our staff only. It sends the email address and password to Supabase, which checks them and keeps the signed-in session; Supabase also holds the site’s settings, such as the address of the home page’s video. The legal basis is the employment relationship (Article 328b of the Swiss Code of Obligations; Article 6(1)(b) GDPR) and our legitimate interest in keeping the site’s administration secure (Article 6(1)(f) GDPR).',
    }),
  },

  storage: {
    title: msg({ id: 'privacy.storage.title', message: 'What your browser stores' }),
    intro: msg({
      id: 'privacy.storage.intro',
      message:
        'The site sets no cookies. It keeps only the following in your browser’s storage, and each item only once you use the function it serves (local storage keeps an item until you delete it; session storage, until you close the tab):',
    }),
    language: msg({
      id: 'privacy.storage.language',
      message:
        'The language you choose in the language menu (“i18nextLng”, local storage), so that the next time you open a web address that does not specify a language, the site opens in the language you chose. Nothing is stored when the site only detects your language from the link, the address or your browser. If an earlier version of this site left an “i18next” cookie in your browser, choosing a language deletes it, as it would otherwise override your choice; the current site never sets that cookie.',
    }),
    draft: msg({
      id: 'privacy.storage.draft',
      message:
        'Your unsent enquiry (“contact-draft”, session storage), so that nothing is lost if you reload the page; deleted once the message is sent or the tab is closed.',
    }),
    sent: msg({
      id: 'privacy.storage.sent',
      message:
        'The times of your most recent enquiries (“enquiries-sent”, local storage), without their content: the form accepts no more than three in ten minutes. Times older than that are deleted the next time you send the form.',
    }),
    redirect: msg({
      id: 'privacy.storage.redirect',
      message:
        'The address of the page you asked for, when our web host has to send you to it by way of the home page (“redirect”, session storage); deleted as soon as that page has opened.',
    }),
    session: msg({
      id: 'privacy.storage.session',
      message:
        'For staff who sign in only: the signed-in session (Supabase’s “sb-…-auth-token”, local storage), until they sign out.',
    }),
    noBanner: msg({
      id: 'privacy.storage.noBanner',
      message:
        'Each of these is strictly necessary for something you ask the site to do: show the pages in the language you chose, keep your unsent enquiry, protect the form against mass submissions, open the address you followed, keep staff signed in. None is read by anyone else or used to recognise you across websites. Such storage needs no consent under Article 5(3) of the EU ePrivacy Directive and Article 45c of the Swiss Telecommunications Act, which is why the site shows no cookie banner. You can delete these items at any time in your browser’s settings.',
    }),
  },

  recipients: {
    title: msg({ id: 'privacy.recipients.title', message: 'Who receives your data' }),
    intro: msg({
      id: 'privacy.recipients.intro',
      message:
        'These service providers process personal data for us, only on our instructions and under a data processing agreement (Article 9 FADP, Article 28 GDPR):',
    }),
    webHost: msg({
      id: 'privacy.recipients.webHost',
      message: '{name} ({country}), our web host: delivers the pages and keeps the access logs.',
    }),
    supabase: msg({
      id: 'privacy.recipients.supabase',
      message:
        '{name} ({country}): our database, whose data is stored in {region}; it holds the enquiries, the site’s settings and the staff accounts.',
    }),
    emailjs: msg({
      id: 'privacy.recipients.emailjs',
      message:
        '{name} ({country}; its servers: {serverCountry}): receives the fields of each stored enquiry from your browser and emails them to our sales mailbox as a notification.',
    }),
    mailbox: msg({
      id: 'privacy.recipients.mailbox',
      message:
        '{name} ({country}): our mailbox, which receives these notifications and the emails you send us.',
    }),
    videoHost: msg({
      id: 'privacy.recipients.videoHost',
      message: '{name} ({country}): delivers the background video of the home page from {hosts}.',
    }),
    after: msg({
      id: 'privacy.recipients.after',
      message:
        'We do not sell your data or pass it on for advertising. Beyond these providers we disclose it only where the law obliges us to.',
    }),
  },

  transfers: {
    title: msg({ id: 'privacy.transfers.title', message: 'Transfers abroad' }),
    text: msg({
      id: 'privacy.transfers.text',
      message:
        'Switzerland and the EU/EEA recognise each other’s data protection as adequate. Outside them, Supabase may access the data from its home country ({supabaseCountry}) for support and operation, and EmailJS, a company in {emailjsCountry}, receives the enquiry’s fields from your browser and processes them on its servers ({serverCountry}). Both transfers are safeguarded by the European Commission’s standard contractual clauses, which the FDPIC recognises with the adaptations for Swiss law (Article 16(2)(d) FADP, Article 46(2)(c) GDPR). You can ask us for a copy of these clauses at {email}.',
    }),
  },

  retention: {
    title: msg({ id: 'privacy.retention.title', message: 'How long we keep data' }),
    intro: msg({
      id: 'privacy.retention.intro',
      message: 'We keep personal data only as long as its purpose requires:',
    }),
    enquiries: msg({
      id: 'privacy.retention.enquiries',
      message:
        'Enquiries in our database: {months, plural, one {# month} other {# months}} after receipt, after which they are deleted automatically. We delete their notifications and your emails in our mailbox on the same schedule.',
    }),
    records: msg({
      id: 'privacy.retention.records',
      message:
        'Once an enquiry leads to business, the documents on which our accounts are based, such as orders and invoices, are accounting vouchers, which Swiss law requires us to keep for ten years (Article 958f of the Code of Obligations). An enquiry on its own is not an accounting voucher.',
    }),
    emailjs: msg({
      id: 'privacy.retention.emailjs',
      message: 'EmailJS: its history of the notifications sent, {days, plural, one {# day} other {# days}}.',
    }),
    supabase: msg({
      id: 'privacy.retention.supabase',
      message:
        'Supabase: its request and sign-in logs, {days, plural, one {# day} other {# days}}; a staff account, until the person leaves the company.',
    }),
    logs: msg({
      id: 'privacy.retention.logs',
      message: 'Our web host: its access logs, {days, plural, one {# day} other {# days}}.',
    }),
    videoHost: msg({
      id: 'privacy.retention.videoHost',
      message: 'Our video host: its access logs, {days, plural, one {# day} other {# days}}.',
    }),
    browser: msg({
      id: 'privacy.retention.browser',
      message: 'Your browser: as described under “What your browser stores”.',
    }),
  },

  rights: {
    title: msg({ id: 'privacy.rights.title', message: 'Your rights' }),
    text: msg({
      id: 'privacy.rights.text',
      message:
        'Under the FADP and the GDPR you may ask us which of your data we hold (access), have it corrected or deleted, restrict its processing and receive the data you gave us in a common format (portability). Your right to object is set out in the next section.',
    }),
    how: msg({
      id: 'privacy.rights.how',
      message: 'Write to {email}. We answer within 30 days and may ask you to confirm your identity.',
    }),
    automated: msg({
      id: 'privacy.rights.automated',
      message: 'We take no decisions about you by automated means alone (Article 21 FADP, Article 22 GDPR).',
    }),
    complaint: msg({
      id: 'privacy.rights.complaint',
      message:
        'You may also complain to the Federal Data Protection and Information Commissioner (FDPIC, www.edoeb.admin.ch) or, in the EU, to the data protection authority of your country.',
    }),
  },

  objection: {
    title: msg({ id: 'privacy.objection.title', message: 'Your right to object' }),
    text: msg({
      id: 'privacy.objection.text',
      message:
        'Where we process your data on the basis of our legitimate interest (Article 6(1)(f) GDPR) – the access logs, the delivery of the video, answering an enquiry that does not concern a contract, the security of the administration – you may object to that processing at any time, on grounds relating to your particular situation (Article 21(1) GDPR; Article 30(2)(b) FADP). We then stop it, unless we can show compelling legitimate grounds that override your interests, rights and freedoms, or need it to establish, exercise or defend legal claims.',
    }),
    how: msg({
      id: 'privacy.objection.how',
      message:
        'We do not use your data for direct marketing. To object, write to {email}; no form is needed.',
    }),
  },

  security: {
    title: msg({ id: 'privacy.security.title', message: 'Security' }),
    text: msg({
      id: 'privacy.security.text',
      message:
        'The site is served over HTTPS only, so what you enter in the form or at sign-in is encrypted in transit. In our database, only signed-in administrators can read enquiries.',
    }),
  },

  changes: {
    title: msg({ id: 'privacy.changes.title', message: 'Changes to this notice' }),
    text: msg({
      id: 'privacy.changes.text',
      message:
        'We update this notice when the website or the law changes; the date at the top shows the version in force.',
    }),
  },
};
