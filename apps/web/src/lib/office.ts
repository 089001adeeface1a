/** The agency's office in Hurghada: how visitors reach it (footer, contact page, privacy page, JSON-LD). */
export const OFFICE = {
  phone: '+20 65 344 5566',
  email: 'info@redsearesale.com',
  instagram: 'https://www.instagram.com/redsearesale',
  facebook: 'https://www.facebook.com/redsearesale',
  /** Its postal address (the footer shows it as one translated line). */
  address: {
    street: 'El Kawther, Sheraton Road',
    locality: 'Hurghada',
    region: 'Red Sea',
    country: 'EG',
  },
} as const;
