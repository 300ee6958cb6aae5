export { company, type Figures, figures } from './company';
export { loadContentMessages } from './loadContentMessages';
export { homeIntro } from './pages/home';
