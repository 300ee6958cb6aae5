export { loadContentMessages } from './loadContentMessages';
export { homeIntro } from './pages/home';
