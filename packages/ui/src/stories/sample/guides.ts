import { msg } from '@lingui/core/macro';

/**
 * The sample texts the component guides write in their own examples (`*.mdx`: an anatomy, a states grid, a
 * do/don't pair), beside the stories' (`primitives.ts` and the sections' files): a guide writes the English
 * (`<Local>…</Local>`, `local('…')`) and shows it in the toolbar's language, as a story does (issue 36 §2). The
 * docs step compares each guide's own examples in English and German (`tests/docs`, `en → de text`).
 * Nothing imports these descriptors: `local` finds a text by its English in the compiled catalog.
 */
export const guideMessages = {
  accordion_certified: msg({
    id: 'stories.guide.accordion.certified',
    message: 'All our wood is FSC or PEFC certified.',
  }),
  accordion_handles: msg({ id: 'stories.guide.accordion.handles', message: 'Beech and ash handles.' }),
  accordion_barge: msg({ id: 'stories.guide.accordion.barge', message: 'By barge on the Rhine.' }),
  accordion_longHeader: msg({
    id: 'stories.guide.accordion.longHeader',
    message: 'Our wood comes from forests managed to the FSC or PEFC forest standard',
  }),
  badge_fsc: msg({ id: 'stories.guide.badge.fsc', message: 'FSC certified' }),
  badge_long: msg({ id: 'stories.guide.badge.long', message: 'All our wood comes from certified forests' }),
  button_learnMore: msg({ id: 'stories.guide.button.learnMore', message: 'Learn more' }),
  button_catalogueShort: msg({ id: 'stories.guide.button.catalogueShort', message: 'Catalogue' }),
  button_filter: msg({ id: 'stories.guide.button.filter', message: 'Filter' }),
  button_viewAll: msg({ id: 'stories.guide.button.viewAll', message: 'View all' }),
  button_delete: msg({ id: 'stories.guide.button.delete', message: 'Delete' }),
  button_download: msg({ id: 'stories.guide.button.download', message: 'Download catalogue' }),
  button_clickHere: msg({ id: 'stories.guide.button.clickHere', message: 'Click here' }),
  button_deleteEnquiry: msg({ id: 'stories.guide.button.deleteEnquiry', message: 'Delete enquiry' }),
  card_handles: msg({
    id: 'stories.guide.card.handles',
    message: 'Beech and ash handles from certified forests.',
  }),
  checkbox_noCopy: msg({ id: 'stories.guide.checkbox.noCopy', message: 'Do not send me a copy' }),
  container_since: msg({ id: 'stories.guide.container.since', message: 'Brushes and brooms since 1993.' }),
  container_short: msg({ id: 'stories.guide.container.short', message: 'Short lines are easy to read.' }),
  container_twice: msg({ id: 'stories.guide.container.twice', message: 'Indented twice.' }),
  dialog_sketch_keep: msg({ id: 'stories.guide.dialog.sketch.keep', message: 'Keep editing · Discard' }),
  dialog_sketch_yesNo: msg({ id: 'stories.guide.dialog.sketch.yesNo', message: 'No · Yes' }),
  dialog_sketch_short: msg({
    id: 'stories.guide.dialog.sketch.short',
    message: 'Product family · Copy by email · Send request',
  }),
  dialog_sketch_long: msg({
    id: 'stories.guide.dialog.sketch.long',
    message: 'Name · Email · Company · Phone · Message · Product family · Send',
  }),
  drawer_sketch_nav: msg({
    id: 'stories.guide.drawer.sketch.nav',
    message: 'About · Products · Manufacturing · Contact',
  }),
  drawer_sketch_form: msg({
    id: 'stories.guide.drawer.sketch.form',
    message: 'Enquiry form with four fields and a privacy note',
  }),
  grid_imprint: msg({ id: 'stories.guide.grid.imprint', message: 'Imprint' }),
  grid_privacy: msg({ id: 'stories.guide.grid.privacy', message: 'Privacy' }),
  heading_facilities: msg({ id: 'stories.guide.heading.facilities', message: 'Our facilities' }),
  image_alt: msg({ id: 'stories.guide.image.alt', message: 'A broom head with a beech wood handle' }),
  link_readThe: msg({ id: 'stories.guide.link.readThe', message: 'Read the' }),
  link_report: msg({ id: 'stories.guide.link.report', message: 'sustainability report' }),
  link_forFigures: msg({ id: 'stories.guide.link.forFigures', message: 'for our figures.' }),
  link_forFiguresClick: msg({ id: 'stories.guide.link.forFiguresClick', message: 'For our figures, click' }),
  link_here: msg({ id: 'stories.guide.link.here', message: 'here' }),
  link_contactTeam: msg({ id: 'stories.guide.link.contactTeam', message: 'Contact our team' }),
  link_deleteEnquiry: msg({ id: 'stories.guide.link.deleteEnquiry', message: 'Delete my enquiry' }),
  popover_sketch_times: msg({
    id: 'stories.guide.popover.sketch.times',
    message: 'Delivery times → two sentences on stock and made-to-order items',
  }),
  popover_sketch_price: msg({
    id: 'stories.guide.popover.sketch.price',
    message: 'Price → hidden in a popover',
  }),
  popover_sketch_save: msg({ id: 'stories.guide.popover.sketch.save', message: 'Email address · Save' }),
  popover_sketch_form: msg({
    id: 'stories.guide.popover.sketch.form',
    message: 'Name · Email · Company · Phone · Message · Send',
  }),
  radio_fast: msg({ id: 'stories.guide.radio.fast', message: 'As fast as possible' }),
  radio_at: msg({ id: 'stories.guide.radio.at', message: 'Austria' }),
  radio_it: msg({ id: 'stories.guide.radio.it', message: 'Italy' }),
  radio_es: msg({ id: 'stories.guide.radio.es', message: 'Spain' }),
  radio_nl: msg({ id: 'stories.guide.radio.nl', message: 'Netherlands' }),
  radio_country: msg({ id: 'stories.guide.radio.country', message: 'Country' }),
  select_which: msg({ id: 'stories.guide.select.which', message: 'Which product family?' }),
  select_repeated: msg({ id: 'stories.guide.select.repeated', message: 'Product family: wooden handles' }),
  skipLink_example: msg({ id: 'stories.guide.skipLink.example', message: 'Example' }),
  stack_heading: msg({ id: 'stories.guide.stack.heading', message: 'Heading' }),
  stack_text: msg({ id: 'stories.guide.stack.text', message: 'Text' }),
  stack_link: msg({ id: 'stories.guide.stack.link', message: 'Link' }),
  stat_countries: msg({ id: 'stories.guide.stat.countries', message: 'countries' }),
  switch_hide: msg({ id: 'stories.guide.switch.hide', message: 'Hide prices' }),
  tabs_handle: msg({ id: 'stories.guide.tabs.handle', message: 'FSC-certified beech handle.' }),
  tabs_head: msg({ id: 'stories.guide.tabs.head', message: 'Head 29 cm wide.' }),
  tabs_rinse: msg({ id: 'stories.guide.tabs.rinse', message: 'Rinse with lukewarm water.' }),
  tabs_choose: msg({ id: 'stories.guide.tabs.choose', message: 'Choose a product family.' }),
  tabs_logo: msg({ id: 'stories.guide.tabs.logo', message: 'Send your logo.' }),
  tabs_step1: msg({ id: 'stories.guide.tabs.step1', message: 'Step 1' }),
  tabs_step2: msg({ id: 'stories.guide.tabs.step2', message: 'Step 2' }),
  text_leadTimes: msg({ id: 'stories.guide.text.leadTimes', message: 'Lead times on request.' }),
  text_samples: msg({
    id: 'stories.guide.text.samples',
    message: 'Free samples for every private-label partner.',
  }),
  textArea_hello: msg({ id: 'stories.guide.textArea.hello', message: 'Hello' }),
  textArea_help: msg({
    id: 'stories.guide.textArea.help',
    message: 'Quantities, materials and when you need them.',
  }),
  toast_error503: msg({ id: 'stories.guide.toast.error503', message: 'Error 503' }),
  toast_failed: msg({ id: 'stories.guide.toast.failed', message: 'Request failed.' }),
  tooltip_sketch_mail: msg({
    id: 'stories.guide.tooltip.sketch.mail',
    message: '✉ → Write to the sales team',
  }),
  tooltip_sketch_order: msg({
    id: 'stories.guide.tooltip.sketch.order',
    message: 'Order → Minimum quantity and delivery terms apply',
  }),
  about_sitesLong: msg({
    id: 'stories.guide.about.sitesLong',
    message: 'production sites in Switzerland and Portugal, all certified',
  }),
  about_countriesLong: msg({
    id: 'stories.guide.about.countriesLong',
    message: 'countries where our customers sell our products today',
  }),
  contact_project: msg({ id: 'stories.guide.contact.project', message: 'Tell us about your project.' }),
  contact_here: msg({ id: 'stories.guide.contact.here', message: 'Here.' }),
  contact_form: msg({ id: 'stories.guide.contact.form', message: 'Form' }),
  contact_orHere: msg({ id: 'stories.guide.contact.orHere', message: 'Or here.' }),
  crossPromo_more: msg({ id: 'stories.guide.crossPromo.more', message: 'More' }),
  crossPromo_other: msg({ id: 'stories.guide.crossPromo.other', message: 'Other pages.' }),
  faq_carton: msg({ id: 'stories.guide.faq.carton', message: 'One carton for standard products.' }),
  faq_quantities: msg({ id: 'stories.guide.faq.quantities', message: 'Order quantities' }),
  faq_vague: msg({
    id: 'stories.guide.faq.vague',
    message:
      'Depending on many factors, which we are happy to discuss, the quantity may start at one carton.',
  }),
  legal_sentence: msg({
    id: 'stories.guide.legal.sentence',
    message:
      'Lindenmatt AG is located at Mattenstrasse 12 in 2503 Biel/Bienne and registered under CHE-000.000.000.',
  }),
  manufacturing_drying: msg({
    id: 'stories.guide.manufacturing.drying',
    message: 'Sawn beech dries below twelve per cent moisture.',
  }),
  manufacturing_turning: msg({
    id: 'stories.guide.manufacturing.turning',
    message: 'CNC lathes turn the handles.',
  }),
  manufacturing_vagueDry: msg({
    id: 'stories.guide.manufacturing.vagueDry',
    message: 'First of all we let the wood dry for a while',
  }),
  manufacturing_dries: msg({ id: 'stories.guide.manufacturing.dries', message: 'It dries.' }),
  manufacturing_vagueTurn: msg({
    id: 'stories.guide.manufacturing.vagueTurn',
    message: 'After that it goes to the lathes, of course',
  }),
  manufacturing_turned: msg({ id: 'stories.guide.manufacturing.turned', message: 'It is turned.' }),
  policy_rights: msg({
    id: 'stories.guide.policy.rights',
    message: 'You may ask what data we hold about you.',
  }),
  privateLabel_passion: msg({ id: 'stories.guide.privateLabel.passion', message: 'passion' }),
  privateLabel_ideas: msg({ id: 'stories.guide.privateLabel.ideas', message: 'ideas' }),
  products_long1: msg({
    id: 'stories.guide.products.long1',
    message:
      'Our bristles are spun from PET bottles that were collected and recycled in Switzerland and Portugal.',
  }),
  products_long2: msg({
    id: 'stories.guide.products.long2',
    message:
      'Most models of this family take replacement heads, which you can order separately in packs of ten.',
  }),
  products_long3: msg({
    id: 'stories.guide.products.long3',
    message: 'Every brush of this family is made in our workshop in Biel by a team of twelve.',
  }),
  proof_tick: msg({ id: 'stories.guide.proof.tick', message: 'FSC certified ✓' }),
  section_lead: msg({
    id: 'stories.guide.section.lead',
    message:
      'We combine traditional brush making with modern machines, and we turn most of our wooden parts ourselves.',
  }),
  section_families: msg({ id: 'stories.guide.section.families', message: 'Five product families.' }),
  section_vague: msg({ id: 'stories.guide.section.vague', message: 'Here you can find our products.' }),
  sustainability_langnau: msg({ id: 'stories.guide.sustainability.langnau', message: 'Made in Langnau' }),
  header_who: msg({ id: 'stories.guide.header.who', message: 'Who we are' }),
  header_services: msg({ id: 'stories.guide.header.services', message: 'Our products and services' }),
  header_how: msg({ id: 'stories.guide.header.how', message: 'How we manufacture' }),
  header_sustainability: msg({ id: 'stories.guide.header.sustainability', message: 'Our sustainability' }),
  header_privateLabel: msg({
    id: 'stories.guide.header.privateLabel',
    message: 'Private label for partners',
  }),
  header_news: msg({ id: 'stories.guide.header.news', message: 'News' }),
  hero_overloaded: msg({
    id: 'stories.guide.hero.overloaded',
    message:
      'Hand brushes, brooms and turned wooden parts from our workshops in Switzerland, France, Germany and Sri Lanka, for retailers, cleaning companies and manufacturers. We have made brushes since 1993, with our own wood processing, and we deliver to more than twelve countries, part of the way by barge on the Rhine.',
  }),
  footer_everything: msg({ id: 'stories.guide.footer.everything', message: 'Everything' }),
  footer_history: msg({ id: 'stories.guide.footer.history', message: 'History' }),
  footer_team: msg({ id: 'stories.guide.footer.team', message: 'Team' }),
  footer_careers: msg({ id: 'stories.guide.footer.careers', message: 'Careers' }),
  footer_press: msg({ id: 'stories.guide.footer.press', message: 'Press' }),
  footer_handles: msg({ id: 'stories.guide.footer.handles', message: 'Handles' }),
  footer_quality: msg({ id: 'stories.guide.footer.quality', message: 'Quality' }),
  footer_reports: msg({ id: 'stories.guide.footer.reports', message: 'Reports' }),
};
