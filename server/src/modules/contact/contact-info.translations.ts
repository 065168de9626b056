/**
 * The default contact items and offices (@ai-solutions/common's DEFAULT_CONTACT_INFO and
 * DEFAULT_OFFICES) in Spanish (tú), French (vous) and German (Sie), keyed by their English title or
 * name; the product's terms follow client/src/i18n/glossary.md. Addresses, e-mail addresses and
 * phone numbers are written as the post and the phone network know them, so they have no versions.
 */
import type { Translations } from '../../core/translations.js';
import type { ContactInfoText } from './contact-info.model.js';
import type { OfficeText } from './global-office.model.js';

const WEEKDAYS_9_TO_6 = (zone: string) => ({
  es: `Lunes a viernes, de 9:00 a 18:00 (${zone})`,
  fr: `Du lundi au vendredi, de 9 h à 18 h (${zone})`,
  de: `Mo.–Fr. 9–18 Uhr (${zone})`,
});

export const DEFAULT_CONTACT_INFO_TRANSLATIONS: Readonly<Record<string, Translations<ContactInfoText>>> = {
  'Email Us': { es: { title: 'Escríbenos' }, fr: { title: 'Écrivez-nous' }, de: { title: 'Schreiben Sie uns' } },
  'Call Us': { es: { title: 'Llámanos' }, fr: { title: 'Appelez-nous' }, de: { title: 'Rufen Sie uns an' } },
  'Visit Us': { es: { title: 'Visítanos' }, fr: { title: 'Rendez-nous visite' }, de: { title: 'Besuchen Sie uns' } },
  'Business Hours': {
    es: { title: 'Horario de atención', value: WEEKDAYS_9_TO_6('PST').es },
    fr: { title: 'Horaires d’ouverture', value: WEEKDAYS_9_TO_6('PST').fr },
    de: { title: 'Geschäftszeiten', value: WEEKDAYS_9_TO_6('PST').de },
  },
};

export const DEFAULT_OFFICE_TRANSLATIONS: Readonly<Record<string, Translations<OfficeText>>> = {
  'San Francisco Headquarters': {
    es: { name: 'Sede central de San Francisco', country: 'Estados Unidos', workingHours: WEEKDAYS_9_TO_6('PST').es },
    fr: { name: 'Siège de San Francisco', country: 'États-Unis', workingHours: WEEKDAYS_9_TO_6('PST').fr },
    de: { name: 'Hauptsitz San Francisco', country: 'Vereinigte Staaten', workingHours: WEEKDAYS_9_TO_6('PST').de },
  },
  'London Office': {
    es: { name: 'Oficina de Londres', city: 'Londres', country: 'Reino Unido', workingHours: WEEKDAYS_9_TO_6('GMT').es },
    fr: { name: 'Bureau de Londres', city: 'Londres', country: 'Royaume-Uni', workingHours: WEEKDAYS_9_TO_6('GMT').fr },
    de: { name: 'Büro London', country: 'Vereinigtes Königreich', workingHours: WEEKDAYS_9_TO_6('GMT').de },
  },
  'Singapore Office': {
    es: { name: 'Oficina de Singapur', city: 'Singapur', country: 'Singapur', workingHours: WEEKDAYS_9_TO_6('SGT').es },
    fr: { name: 'Bureau de Singapour', city: 'Singapour', country: 'Singapour', workingHours: WEEKDAYS_9_TO_6('SGT').fr },
    de: { name: 'Büro Singapur', city: 'Singapur', country: 'Singapur', workingHours: WEEKDAYS_9_TO_6('SGT').de },
  },
};
