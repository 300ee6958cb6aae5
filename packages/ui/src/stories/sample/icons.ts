import { msg } from '@lingui/core/macro';

/**
 * What a designer searches for to find an icon, per icon (Primitives › Icons), and the download link's
 * label. Shown in the toolbar's language.
 */
export const iconMessages = {
  download: msg({ id: 'stories.icons.download', message: 'Download SVG' }),
  keywords: {
    CheckIcon: msg({ id: 'stories.icons.check', message: 'done, selected, success' }),
    CheckSmallIcon: msg({ id: 'stories.icons.checkSmall', message: 'tick, checkbox, chosen option' }),
    ChevronDownIcon: msg({ id: 'stories.icons.chevronDown', message: 'open, expand, show more' }),
    CloseIcon: msg({ id: 'stories.icons.close', message: 'close, dismiss, cancel' }),
    MenuIcon: msg({ id: 'stories.icons.menu', message: 'menu, navigation, pages' }),
    ArrowRightIcon: msg({ id: 'stories.icons.arrowRight', message: 'next, go on, read more' }),
    ExternalIcon: msg({ id: 'stories.icons.external', message: 'external site, new tab' }),
    GlobeIcon: msg({ id: 'stories.icons.globe', message: 'language, world, region' }),
    ImageMissingIcon: msg({ id: 'stories.icons.imageMissing', message: 'picture missing, placeholder' }),
    MailIcon: msg({ id: 'stories.icons.mail', message: 'email, message, write to us' }),
    PinIcon: msg({ id: 'stories.icons.pin', message: 'address, location, map' }),
    PhoneIcon: msg({ id: 'stories.icons.phone', message: 'phone, call' }),
    FormIcon: msg({ id: 'stories.icons.form', message: 'form, enquiry, fill in' }),
    PauseIcon: msg({ id: 'stories.icons.pause', message: 'pause, stop the video' }),
    PlayIcon: msg({ id: 'stories.icons.play', message: 'play, start the video' }),
    AlertIcon: msg({ id: 'stories.icons.alert', message: 'error, warning, attention' }),
  },
};
