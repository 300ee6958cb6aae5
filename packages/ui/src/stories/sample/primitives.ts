import { msg } from '@lingui/core/macro';

/**
 * The primitives' sample texts (labels, help texts, captions, sample copy), and the few section samples
 * written in a story's `args`: a story writes the English (`args`, `local('Pressed')`, `<Local>…</Local>`)
 * and shows it in the toolbar's language (`../localized.tsx`).
 */

/** The names of states and variants under a primitive's specimens (the static states views). */
export const captionMessages = {
  default: msg({ id: 'stories.caption.default', message: 'Default' }),
  hover: msg({ id: 'stories.caption.hover', message: 'Hover' }),
  focus: msg({ id: 'stories.caption.focus', message: 'Focus' }),
  pressed: msg({ id: 'stories.caption.pressed', message: 'Pressed' }),
  disabled: msg({ id: 'stories.caption.disabled', message: 'Disabled' }),
  pending: msg({ id: 'stories.caption.pending', message: 'Pending' }),
  empty: msg({ id: 'stories.caption.empty', message: 'Empty' }),
  filled: msg({ id: 'stories.caption.filled', message: 'Filled' }),
  required: msg({ id: 'stories.caption.required', message: 'Required' }),
  withHelp: msg({ id: 'stories.caption.withHelp', message: 'With help text' }),
  invalid: msg({ id: 'stories.caption.invalid', message: 'Invalid' }),
  readOnly: msg({ id: 'stories.caption.readOnly', message: 'Read-only' }),
  closed: msg({ id: 'stories.caption.closed', message: 'Closed' }),
  open: msg({ id: 'stories.caption.open', message: 'Open' }),
  currentPage: msg({ id: 'stories.caption.currentPage', message: 'Current page' }),
  standalone: msg({ id: 'stories.caption.standalone', message: 'Standalone' }),
  subtle: msg({ id: 'stories.caption.subtle', message: 'Subtle' }),
  pointerOver: msg({ id: 'stories.caption.pointerOver', message: 'a pointer over it' }),
  byKeyboard: msg({ id: 'stories.caption.byKeyboard', message: 'reached by keyboard' }),
  heldDown: msg({ id: 'stories.caption.heldDown', message: 'held down' }),
  notAvailable: msg({ id: 'stories.caption.notAvailable', message: 'not available' }),
  working: msg({ id: 'stories.caption.working', message: 'working; presses do nothing' }),
  small: msg({ id: 'stories.caption.small', message: 'Small' }),
  large: msg({ id: 'stories.caption.large', message: 'Large' }),
  checked: msg({ id: 'stories.caption.checked', message: 'Checked' }),
  on: msg({ id: 'stories.caption.on', message: 'On' }),
  selected: msg({ id: 'stories.caption.selected', message: 'Selected' }),
  indeterminate: msg({ id: 'stories.caption.indeterminate', message: 'Indeterminate' }),
  chosen: msg({ id: 'stories.caption.chosen', message: 'Option chosen' }),
};

/** The Button's and Spinner's sample labels. */
export const buttonMessages = {
  quote: msg({ id: 'stories.button.quote', message: 'Request a quote' }),
  sending: msg({ id: 'stories.button.sending', message: 'Sending...' }),
  send: msg({ id: 'stories.button.send', message: 'Send' }),
  contact: msg({ id: 'stories.button.contact', message: 'Contact us' }),
  catalogue: msg({
    id: 'stories.button.catalogue',
    message: 'Download the complete private-label catalogue (PDF, 12 MB)',
  }),
  next: msg({ id: 'stories.button.next', message: 'Next' }),
};

/** The TextField's and TextArea's sample labels, help texts, values and messages. */
export const textFieldMessages = {
  textFieldCompany: msg({ id: 'stories.textField.company', message: 'Company' }),
  textFieldName: msg({ id: 'stories.textField.name', message: 'Name' }),
  textFieldEmail: msg({ id: 'stories.textField.email', message: 'Email' }),
  textFieldCompanyHelp: msg({
    id: 'stories.textField.companyHelp',
    message: 'The retailer, wholesaler or brand you are enquiring for.',
  }),
  textFieldReply: msg({ id: 'stories.textField.reply', message: 'We reply within two working days.' }),
  textFieldEmailInvalid: msg({
    id: 'stories.textField.emailInvalid',
    message: 'Please enter a valid email address',
  }),
  textFieldPlaceholder: msg({ id: 'stories.textField.placeholder', message: 'name@company.com' }),
  textFieldLongLabel: msg({
    id: 'stories.textField.longLabel',
    message:
      'Name of the retailer, wholesaler or industrial buyer you represent in this private-label enquiry',
  }),
  textFieldLongHelp: msg({
    id: 'stories.textField.longHelp',
    message:
      'If you buy for several companies, name the one that will hold the contract; we ask for the others later.',
  }),
  textFieldNameMin: msg({ id: 'stories.textField.nameMin', message: 'Name must be at least 2 characters' }),
  textFieldRegister: msg({ id: 'stories.textField.register', message: 'As in the commercial register.' }),
  textFieldCompanyRequired: msg({
    id: 'stories.textField.companyRequired',
    message: 'Company name is required',
  }),
  textAreaMessage: msg({ id: 'stories.textArea.message', message: 'Message' }),
  textAreaHelp: msg({
    id: 'stories.textArea.help',
    message: 'Tell us about quantities, materials and the timing you have in mind.',
  }),
  textAreaTooShortValue: msg({ id: 'stories.textArea.tooShortValue', message: 'Prices?' }),
  textAreaMessageMin: msg({
    id: 'stories.textArea.messageMin',
    message: 'Message must be at least 10 characters',
  }),
  textAreaCatalogue: msg({
    id: 'stories.textArea.catalogue',
    message: 'Please send us your catalogue of wooden handles.',
  }),
  textAreaLongLabel: msg({
    id: 'stories.textArea.longLabel',
    message:
      'Describe the products, quantities, materials, certifications and delivery schedule you have in mind for your private-label range',
  }),
  textAreaLongEnquiry: msg({
    id: 'stories.textArea.longEnquiry',
    message:
      'Good morning,\n\nwe are a regional DIY chain with 48 stores in Switzerland and southern Germany. For spring we are planning a private-label range of household brushes: two dustpan sets, a broom with a 140 cm FSC beech handle, and three dish brushes with recycled PET bodies and natural fibre bristles.\n\nCould you send us your minimum order quantities, lead times for a first order of around 20,000 units, and whether you can print our logo on the handles? We would also like to know whether you provide EUDR due-diligence information with every delivery.\n\nKind regards,\nAnna Keller, Category Manager',
  }),
};

/** The Accordion's sample items. */
export const accordionMessages = {
  sourcing: msg({ id: 'stories.accordion.sourcing', message: 'Sourcing' }),
  sourcingText: msg({
    id: 'stories.accordion.sourcing.text',
    message:
      'Our wood comes from forests managed to the FSC or PEFC forest standard, and every delivery comes with EUDR due-diligence information.',
  }),
  manufacturingText: msg({
    id: 'stories.accordion.manufacturing.text',
    message:
      'Our plants use 65% less energy per unit than in 2010 and send no production waste to landfill: offcuts and shavings are pressed into fuel and fibreboard.',
  }),
  distribution: msg({ id: 'stories.accordion.distribution', message: 'Distribution' }),
  distributionText: msg({
    id: 'stories.accordion.distribution.text',
    message:
      'Goods travel by barge on the Rhine to our distribution centre, and from there by lorry to our customers.',
  }),
  open: msg({ id: 'stories.accordion.open', message: 'Open:' }),
  none: msg({ id: 'stories.accordion.none', message: 'none' }),
};

/** The Drawer's sample menu. */
export const drawerMessages = {
  menu: msg({ id: 'stories.drawer.menu', message: 'Menu' }),
  openMenu: msg({ id: 'stories.drawer.openMenu', message: 'Open menu' }),
  main: msg({ id: 'stories.drawer.main', message: 'Main' }),
  about: msg({ id: 'stories.drawer.about', message: 'About' }),
  isOpen: msg({ id: 'stories.drawer.isOpen', message: 'The drawer is open.' }),
  isClosed: msg({ id: 'stories.drawer.isClosed', message: 'The drawer is closed.' }),
};

/** The Toast's sample notifications. */
export const toastMessages = {
  show: msg({ id: 'stories.toast.show', message: 'Show toast' }),
  showAgain: msg({ id: 'stories.toast.showAgain', message: 'Show again' }),
  sent: msg({ id: 'stories.toast.sent', message: 'Message sent successfully!' }),
  sentText: msg({ id: 'stories.toast.sentText', message: "We'll get back to you as soon as possible." }),
  failed: msg({ id: 'stories.toast.failed', message: 'Failed to send message' }),
  failedText: msg({
    id: 'stories.toast.failedText',
    message: 'Please try again or contact us directly via email.',
  }),
  retry: msg({ id: 'stories.toast.retry', message: 'Try again' }),
  retryName: msg({ id: 'stories.toast.retryName', message: 'Send the message again' }),
  first: msg({ id: 'stories.toast.first', message: 'First toast' }),
  second: msg({ id: 'stories.toast.second', message: 'Second toast' }),
  showFirst: msg({ id: 'stories.toast.showFirst', message: 'Show first' }),
  showSecond: msg({ id: 'stories.toast.showSecond', message: 'Show second' }),
  longTitle: msg({
    id: 'stories.toast.longTitle',
    message:
      'Your enquiry about private-label wooden handles and FSC-certified broom heads has been received',
  }),
  longText: msg({
    id: 'stories.toast.longText',
    message:
      'Our private-label team in Basel reviews every request personally. Expect an answer with samples, lead times and minimum order quantities within two working days; for urgent matters, write to us directly and mention your reference number PL-2025-0042.',
  }),
};

/** The Badge's and Stat's samples. */
export const badgeMessages = {
  badgeProductFacts: msg({ id: 'stories.badge.productFacts', message: 'Product facts' }),
  badgeNew: msg({ id: 'stories.badge.new', message: 'New' }),
  badgeBeech: msg({ id: 'stories.badge.beech', message: 'Beech' }),
  badgeMadeToOrder: msg({ id: 'stories.badge.madeToOrder', message: 'Made to order' }),
  badgeInStock: msg({ id: 'stories.badge.inStock', message: 'In stock' }),
  badgeDiscontinued: msg({ id: 'stories.badge.discontinued', message: 'Discontinued' }),
  badgeLong: msg({
    id: 'stories.badge.long',
    message: 'Available in custom lengths, diameters and finishes',
  }),
  statUnits: msg({ id: 'stories.stat.units', message: 'units a year' }),
  statYears: msg({ id: 'stories.stat.years', message: 'years of experience' }),
  statLathes: msg({ id: 'stories.stat.lathes', message: 'wood-turning lathes' }),
  statWood: msg({ id: 'stories.stat.wood', message: 'certified wood' }),
  statPartners: msg({ id: 'stories.stat.partners', message: 'private-label partners' }),
  statProducts: msg({ id: 'stories.stat.products', message: 'products' }),
  statCountries: msg({ id: 'stories.stat.countries', message: 'countries served' }),
  statMonthly: msg({
    id: 'stories.stat.monthly',
    message: 'products leave our three production sites every month',
  }),
};

/** The LanguageMenu's state captions. */
export const languageMenuMessages = {
  another: msg({ id: 'stories.languageMenu.another', message: 'Another language' }),
  unknown: msg({ id: 'stories.languageMenu.unknown', message: 'Unknown language' }),
  showsEnglish: msg({ id: 'stories.languageMenu.showsEnglish', message: 'shows English' }),
};

/** The Link's sample texts. */
export const linkMessages = {
  range: msg({ id: 'stories.link.range', message: 'See our product range' }),
  readMore: msg({
    id: 'stories.link.readMore',
    message: 'Every handle is turned from FSC-certified beech. Read more about',
  }),
  commitments: msg({ id: 'stories.link.commitments', message: 'our sustainability commitments' }),
  beforeOrder: msg({ id: 'stories.link.beforeOrder', message: 'before you order.' }),
  aboutUs: msg({ id: 'stories.link.aboutUs', message: 'Learn more about us' }),
  code: msg({ id: 'stories.link.code', message: 'Supplier code of conduct' }),
};

/** Product families, short texts and figures in the layout primitives' samples (Card, Grid, Stack, Heading, Text, Container). */
export const productSampleMessages = {
  recycled: msg({ id: 'stories.primitives.recycled', message: 'Recycled-plastic brushes' }),
  natural: msg({ id: 'stories.primitives.natural', message: 'Natural brushes' }),
  dustpans: msg({ id: 'stories.primitives.dustpans', message: 'Dustpans' }),
  handles: msg({ id: 'stories.primitives.handles', message: 'Wooden handles' }),
  components: msg({ id: 'stories.primitives.components', message: 'Wood components' }),
  categories: msg({ id: 'stories.primitives.categories', message: 'Product categories' }),
  recycledShort: msg({
    id: 'stories.primitives.recycled.short',
    message: 'Bodies from post-consumer plastics, recyclable again.',
  }),
  naturalShort: msg({
    id: 'stories.primitives.natural.short',
    message: 'Tampico, horsehair and coconut fibres on certified wood.',
  }),
  dustpansShort: msg({
    id: 'stories.primitives.dustpans.short',
    message: 'Sturdy sets with rubber lips that sweep up every crumb.',
  }),
  handlesShort: msg({
    id: 'stories.primitives.handles.short',
    message: 'Lengths of 60–180 cm, 23.5–28 mm thick, FSC and PEFC beech.',
  }),
  componentsShort: msg({
    id: 'stories.primitives.components.short',
    message: 'Turned and milled parts in custom dimensions and finishes.',
  }),
  privateLabelShort: msg({
    id: 'stories.primitives.privateLabel.short',
    message: 'Your brand on our products, from first sample to delivery.',
  }),
  recycledLong: msg({
    id: 'stories.primitives.recycled.long',
    message:
      'Bodies moulded from post-consumer plastics, filled with natural fibres or recycled PET. Durable in daily use and recyclable again at the end of their life.',
  }),
  recycledBody: msg({ id: 'stories.primitives.recycledBody', message: 'Body of recycled plastic' }),
  handlesSpec: msg({
    id: 'stories.primitives.handles.spec',
    message: 'Handles 60–180 cm long, 23.5–28 mm thick, moisture checked at 8–12%.',
  }),
  handlesText: msg({
    id: 'stories.primitives.handles.text',
    message: 'Beech and ash handles from certified forests, turned and finished in our own lines.',
  }),
  handlesLink: msg({ id: 'stories.primitives.handles.link', message: 'See the handles' }),
  switzerland: msg({ id: 'stories.primitives.switzerland', message: 'Switzerland (headquarters)' }),
  france: msg({ id: 'stories.primitives.france', message: 'France' }),
  germany: msg({ id: 'stories.primitives.germany', message: 'Germany' }),
  sriLanka: msg({ id: 'stories.primitives.sriLanka', message: 'Sri Lanka' }),
  site: msg({ id: 'stories.primitives.site', message: 'Production location' }),
  naturalTitle: msg({
    id: 'stories.primitives.natural.title',
    message: 'Natural-fibre brushes with handles of FSC- and PEFC-certified European beech',
  }),
  naturalLong: msg({
    id: 'stories.primitives.natural.long',
    message:
      'Tampico, union fibre, horsehair and coconut fibres, set by our brush-filling machines in Sri Lanka and finished in Switzerland. Available with custom dimensions, finishes and private-label branding.',
  }),
  since1993: msg({
    id: 'stories.primitives.since1993',
    message:
      'Since 1993 we have made brushes, brooms and dustpans from recycled plastics and natural fibres, and wooden handles and components from FSC- and PEFC-certified wood, at our sites in Switzerland, France and Sri Lanka.',
  }),
  heading: msg({
    id: 'stories.primitives.heading',
    message: 'Brushes and brooms for every room, with handles of turned beech',
  }),
  headingLevels: msg({
    id: 'stories.primitives.headingLevels',
    message: 'Wooden handles from FSC-certified beech',
  }),
  units: msg({ id: 'stories.primitives.units', message: 'Millions of units a year' }),
  bristle: msg({ id: 'stories.primitives.bristle', message: 'Sustainability in every bristle' }),
  longHeading: msg({
    id: 'stories.primitives.longHeading',
    message: 'Private-label brushes, brooms and dustpans for retailers and wholesalers since 1993',
  }),
  text: msg({
    id: 'stories.primitives.text',
    message:
      'Our recycled-plastic brushes have bodies moulded from post-consumer plastics, bristles of natural fibre and handles of beech. Head and handle screw together, so either can be replaced on its own.',
  }),
  toneDefault: msg({ id: 'stories.primitives.tone.default', message: 'Default: handle length 60–180 cm.' }),
  toneMuted: msg({ id: 'stories.primitives.tone.muted', message: 'Muted: diameter 23.5–28 mm.' }),
  toneAccent: msg({ id: 'stories.primitives.tone.accent', message: 'Accent: 100% certified wood.' }),
  toneDanger: msg({
    id: 'stories.primitives.tone.danger',
    message: 'Danger: this product is no longer available.',
  }),
  toneInverse: msg({
    id: 'stories.primitives.tone.inverse',
    message: 'Inverse: shipping by barge on the Rhine.',
  }),
  moisture: msg({ id: 'stories.primitives.moisture', message: 'wood moisture checked at 8–12%' }),
  shipTo: msg({ id: 'stories.primitives.shipTo', message: 'We ship to' }),
  countries: msg({ id: 'stories.primitives.countries', message: 'over a dozen countries' }),
  warehouse: msg({ id: 'stories.primitives.warehouse', message: 'from our warehouse by the Rhine.' }),
  leadTimes: msg({ id: 'stories.primitives.leadTimes', message: '(Lead times on request.)' }),
  since30: msg({ id: 'stories.primitives.since30', message: 'Over 30 years of brush making.' }),
  viewRange: msg({ id: 'stories.primitives.viewRange', message: 'View the range' }),
  visit: msg({ id: 'stories.primitives.visit', message: 'Visit our factories' }),
  fscWood: msg({ id: 'stories.primitives.fscWood', message: 'FSC- and PEFC-certified wood' }),
  energy: msg({ id: 'stories.primitives.energy', message: 'Less energy per unit than in 2010' }),
  waste: msg({ id: 'stories.primitives.waste', message: 'No production waste to landfill' }),
  loading: msg({ id: 'stories.primitives.loading', message: 'Loading the product range' }),
  mainContent: msg({ id: 'stories.primitives.mainContent', message: 'Main content of the page.' }),
  ourProducts: msg({ id: 'stories.primitives.ourProducts', message: 'Our products' }),
};

/** The SectionHeader's and Teaser's samples. */
export const sectionSampleMessages = {
  sectionHeaderEyebrow: msg({ id: 'stories.sectionHeader.eyebrow', message: 'Our range' }),
  sectionHeaderTitle: msg({ id: 'stories.sectionHeader.title', message: 'Brushes and brooms for every day' }),
  sectionHeaderLead: msg({
    id: 'stories.sectionHeader.lead',
    message:
      'Every product is developed for daily use and made in our own plants from recycled plastics, natural fibres and certified wood.',
  }),
  teaserTitle: msg({ id: 'stories.teaser.title', message: 'Automated lines, skilled hands' }),
  teaserText: msg({
    id: 'stories.teaser.text',
    message:
      'We make more than 2.3 million products a month and check every batch against its specification before it leaves the plant.',
  }),
  teaserLink: msg({ id: 'stories.teaser.link', message: 'How we manufacture' }),
};

/** The Select's sample field: a product family to choose (the names are `productSampleMessages`'). */
export const selectMessages = {
  family: msg({ id: 'stories.select.family', message: 'Product family' }),
  familyHelp: msg({
    id: 'stories.select.familyHelp',
    message: 'We send the matching catalogue with our reply.',
  }),
  familyRequired: msg({ id: 'stories.select.familyRequired', message: 'Please choose a product family' }),
  brooms: msg({ id: 'stories.select.brooms', message: 'Brooms' }),
  toys: msg({ id: 'stories.select.toys', message: 'Wooden toys (no longer made)' }),
  longLabel: msg({
    id: 'stories.select.longLabel',
    message: 'Product family of the private-label range you would like to start with',
  }),
  longOption: msg({
    id: 'stories.select.longOption',
    message: 'Private-label range with your own packaging and your logo printed on the handles',
  }),
  chosen: msg({ id: 'stories.select.chosen', message: 'Chosen:' }),
  nothing: msg({ id: 'stories.select.nothing', message: 'nothing yet' }),
  submitted: msg({ id: 'stories.select.submitted', message: 'The form sends:' }),
};

/** The Checkbox's sample labels, help texts and messages. */
export const checkboxMessages = {
  copy: msg({ id: 'stories.checkbox.copy', message: 'Send me a copy of my enquiry' }),
  copyHelp: msg({ id: 'stories.checkbox.copyHelp', message: 'We send it to the email address you gave.' }),
  consent: msg({
    id: 'stories.checkbox.consent',
    message: 'I agree that my details are used to answer this enquiry.',
  }),
  consentRequired: msg({
    id: 'stories.checkbox.consentRequired',
    message: 'Please agree so that we can answer your enquiry',
  }),
  allFamilies: msg({ id: 'stories.checkbox.allFamilies', message: 'All product families' }),
  families: msg({ id: 'stories.checkbox.families', message: 'Catalogues to send' }),
  longLabel: msg({
    id: 'stories.checkbox.longLabel',
    message:
      'Keep me informed about new private-label products, changes to minimum order quantities and our delivery dates around the holidays',
  }),
};

/** The RadioGroup's sample question: how an order is delivered. */
export const radioGroupMessages = {
  delivery: msg({ id: 'stories.radioGroup.delivery', message: 'Delivery' }),
  pallets: msg({ id: 'stories.radioGroup.pallets', message: 'On pallets' }),
  parcel: msg({ id: 'stories.radioGroup.parcel', message: 'By parcel' }),
  pickup: msg({ id: 'stories.radioGroup.pickup', message: 'Collected at our plant' }),
  deliveryHelp: msg({
    id: 'stories.radioGroup.deliveryHelp',
    message: 'We confirm the delivery date by email.',
  }),
  deliveryRequired: msg({
    id: 'stories.radioGroup.deliveryRequired',
    message: 'Please choose how we deliver your order',
  }),
  longOption: msg({
    id: 'stories.radioGroup.longOption',
    message: 'On mixed pallets of several product families, labelled with your order number',
  }),
};

/** The Switch's sample setting: prices shown in a partner's product list. */
export const switchMessages = {
  prices: msg({ id: 'stories.switch.prices', message: 'Show prices' }),
  pricesHelp: msg({ id: 'stories.switch.pricesHelp', message: 'Prices excluding VAT, per 100 pieces.' }),
  terms: msg({ id: 'stories.switch.terms', message: 'Accept the terms of delivery' }),
  termsRequired: msg({
    id: 'stories.switch.termsRequired',
    message: 'Please accept the terms of delivery to order',
  }),
  longLabel: msg({
    id: 'stories.switch.longLabel',
    message: 'Show only products available from stock within ten working days, in every product family',
  }),
  on: msg({ id: 'stories.switch.on', message: 'Prices are shown.' }),
  off: msg({ id: 'stories.switch.off', message: 'Prices are hidden.' }),
};

/** The Tabs' sample: a product's details. */
export const tabsMessages = {
  details: msg({ id: 'stories.tabs.details', message: 'Product details' }),
  materials: msg({ id: 'stories.tabs.materials', message: 'Materials' }),
  materialsText: msg({
    id: 'stories.tabs.materialsText',
    message: 'FSC-certified beech handle, bristles of 80% recycled PET, a galvanised steel thread.',
  }),
  sizes: msg({ id: 'stories.tabs.sizes', message: 'Sizes' }),
  sizesText: msg({
    id: 'stories.tabs.sizesText',
    message: 'Head 29 cm wide, handle 140 cm long; a 40 cm head made to order.',
  }),
  care: msg({ id: 'stories.tabs.care', message: 'Care' }),
  careText: msg({
    id: 'stories.tabs.careText',
    message: 'Rinse the bristles with lukewarm water and let the broom dry head up.',
  }),
  samples: msg({ id: 'stories.tabs.samples', message: 'Samples' }),
  samplesText: msg({ id: 'stories.tabs.samplesText', message: 'Samples of this model are out of stock.' }),
  longLabel: msg({ id: 'stories.tabs.longLabel', message: 'Certificates and declarations of conformity' }),
};

/** The Dialog's sample request, question and text. */
export const dialogMessages = {
  requestSamples: msg({ id: 'stories.dialog.requestSamples', message: 'Request samples' }),
  samplesText: msg({
    id: 'stories.dialog.samplesText',
    message:
      'We send up to three sample pieces free of charge. Choose the product family, and we confirm the delivery date by email.',
  }),
  cancel: msg({ id: 'stories.dialog.cancel', message: 'Cancel' }),
  sendRequest: msg({ id: 'stories.dialog.sendRequest', message: 'Send request' }),
  discardTitle: msg({ id: 'stories.dialog.discardTitle', message: 'Discard your enquiry?' }),
  discardText: msg({
    id: 'stories.dialog.discardText',
    message: 'What you have typed so far will be lost.',
  }),
  keepEditing: msg({ id: 'stories.dialog.keepEditing', message: 'Keep editing' }),
  discard: msg({ id: 'stories.dialog.discard', message: 'Discard' }),
  leaveEnquiry: msg({ id: 'stories.dialog.leaveEnquiry', message: 'Leave the enquiry' }),
  terms: msg({ id: 'stories.dialog.terms', message: 'Terms of delivery' }),
  termsText: msg({
    id: 'stories.dialog.termsText',
    message:
      'Orders leave our plant within ten working days of the confirmed sample. Deliveries within Switzerland are free of charge from 500 units; to other countries we quote the freight with the order. Goods travel on pallets of up to 120 cm; mixed pallets of several product families are possible. Please check each delivery on arrival and tell us about any damage within eight days, with a photo of the packaging. Private-label products made to your design cannot be returned; stock items can be returned unused within thirty days.',
  }),
  isOpen: msg({ id: 'stories.dialog.isOpen', message: 'The dialog is open.' }),
  isClosed: msg({ id: 'stories.dialog.isClosed', message: 'The dialog is closed.' }),
};

/** The Popover's samples: a short explanation beside a button, and a small form. */
export const popoverMessages = {
  deliveryTimes: msg({ id: 'stories.popover.deliveryTimes', message: 'Delivery times' }),
  deliveryText: msg({
    id: 'stories.popover.deliveryText',
    message:
      'Stock items leave our plant within a few working days. Items made to order take longer; we confirm the date with your order.',
  }),
  privateLabel: msg({ id: 'stories.popover.privateLabel', message: 'How private label works' }),
  privateLabelText: msg({
    id: 'stories.popover.privateLabelText',
    message:
      'We agree the material, the colour and the packaging with you, send a sample for your approval and start production once you have confirmed it in writing. Changes after the approval can delay the delivery.',
  }),
  notifyMe: msg({ id: 'stories.popover.notifyMe', message: 'Notify me' }),
  backInStock: msg({ id: 'stories.popover.backInStock', message: 'Tell me when it is back in stock' }),
  email: msg({ id: 'stories.popover.email', message: 'Email address' }),
  save: msg({ id: 'stories.popover.save', message: 'Save' }),
  note: msg({ id: 'stories.popover.note', message: 'Note on delivery times' }),
  isOpen: msg({ id: 'stories.popover.isOpen', message: 'The popover is open.' }),
  isClosed: msg({ id: 'stories.popover.isClosed', message: 'The popover is closed.' }),
};

/** The Tooltip's samples: an icon button's label, a button's hint, a long one. */
export const tooltipMessages = {
  email: msg({ id: 'stories.tooltip.email', message: 'Email' }),
  writeToSales: msg({ id: 'stories.tooltip.writeToSales', message: 'Write to the sales team' }),
  catalogue: msg({ id: 'stories.tooltip.catalogue', message: 'Download the catalogue' }),
  pdf: msg({ id: 'stories.tooltip.pdf', message: 'PDF file' }),
  addToEnquiry: msg({ id: 'stories.tooltip.addToEnquiry', message: 'Add to enquiry' }),
  addToEnquiryHint: msg({
    id: 'stories.tooltip.addToEnquiryHint',
    message: 'Adds the product to your enquiry list; you can change the quantity before sending it',
  }),
};
