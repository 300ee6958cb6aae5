export { CrossPromo, type CrossPromoProps } from './CrossPromo';
