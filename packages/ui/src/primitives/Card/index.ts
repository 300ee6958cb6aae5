export { Card, type CardElement, type CardProps, type CardTone, cardElements, cardTones } from './Card';
