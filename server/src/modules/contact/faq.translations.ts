/**
 * The default FAQs (@ai-solutions/common's DEFAULT_FAQS) in Spanish (tú), French (vous) and German
 * (Sie), keyed by their English question; the product's terms follow client/src/i18n/glossary.md. Kept on the
 * server: the contact page's code never carries other languages' text.
 */
import type { Translations } from '../../core/translations.js';
import type { FaqText } from './faq.model.js';

export const DEFAULT_FAQ_TRANSLATIONS: Readonly<Record<string, Translations<FaqText>>> = {
  'What AI services do you offer?': {
    es: {
      question: '¿Qué servicios de IA ofrecéis?',
      answer:
        'Ofrecemos consultoría en estrategia de IA, desarrollo de machine learning a medida, análisis de datos, automatización inteligente de procesos y formación en IA para empresas. Adaptamos cada proyecto a tus datos, tus equipos y tus objetivos.',
    },
    fr: {
      question: 'Quels services d’IA proposez-vous ?',
      answer:
        'Nous proposons du conseil en stratégie IA, du développement machine learning sur mesure, de l’analyse de données, de l’automatisation intelligente des processus et des formations IA en entreprise. Chaque mission est adaptée à vos données, à vos équipes et à vos objectifs.',
    },
    de: {
      question: 'Welche KI-Leistungen bieten Sie an?',
      answer:
        'Wir bieten KI-Strategieberatung, individuelle Machine-Learning-Entwicklung, Datenanalyse, intelligente Prozessautomatisierung und KI-Schulungen für Unternehmen. Jedes Projekt stimmen wir auf Ihre Daten, Ihre Teams und Ihre Ziele ab.',
    },
  },
  'How long does a typical AI project take?': {
    es: {
      question: '¿Cuánto dura un proyecto de IA típico?',
      answer:
        'Una prueba de concepto suele llevar de 4 a 8 semanas; un sistema en producción, de 3 a 6 meses, según los datos disponibles y la complejidad de la integración. Antes de empezar, acordamos contigo los hitos.',
    },
    fr: {
      question: 'Combien de temps dure un projet d’IA type ?',
      answer:
        'Une preuve de concept prend généralement de 4 à 8 semaines ; un système en production, de 3 à 6 mois, selon les données disponibles et la complexité de l’intégration. Nous fixons les jalons avec vous avant de commencer.',
    },
    de: {
      question: 'Wie lange dauert ein typisches KI-Projekt?',
      answer:
        'Ein Proof of Concept dauert in der Regel 4 bis 8 Wochen, ein produktives System 3 bis 6 Monate – je nach verfügbaren Daten und Komplexität der Integration. Die Meilensteine legen wir vor Projektstart gemeinsam mit Ihnen fest.',
    },
  },
  'Do you offer training for teams without a technical background?': {
    es: {
      question: '¿Ofrecéis formación para equipos sin perfil técnico?',
      answer:
        'Sí. Nuestros programas van desde sesiones para directivos y talleres prácticos para equipos de negocio hasta bootcamps en profundidad para ingenieros, en línea o presenciales, con certificados de finalización.',
    },
    fr: {
      question: 'Proposez-vous des formations pour des équipes sans profil technique ?',
      answer:
        'Oui. Nos programmes vont des sessions pour dirigeants et des ateliers pratiques pour les équipes métier jusqu’aux bootcamps approfondis pour les ingénieurs, à distance ou sur site, avec certificat de réussite.',
    },
    de: {
      question: 'Bieten Sie Schulungen für Teams ohne technischen Hintergrund an?',
      answer:
        'Ja. Unser Angebot reicht von Briefings für Führungskräfte und praxisnahen Workshops für Fachteams bis zu intensiven Bootcamps für Engineers – online oder vor Ort, mit Teilnahmezertifikat.',
    },
  },
  'How quickly will I hear back after sending a message?': {
    es: {
      question: '¿Cuándo recibiré respuesta después de enviar un mensaje?',
      answer:
        'Respondemos a todos los mensajes en un plazo de 24 horas en días laborables. Si es urgente, llámanos en horario de oficina (lun.–vie., de 9:00 a 18:00 PST).',
    },
    fr: {
      question: 'Sous quel délai recevrai-je une réponse à mon message ?',
      answer:
        'Nous répondons à chaque message sous 24 heures les jours ouvrés. Pour une demande urgente, appelez-nous pendant nos heures d’ouverture (du lundi au vendredi, de 9 h à 18 h PST).',
    },
    de: {
      question: 'Wie schnell erhalte ich eine Antwort auf meine Nachricht?',
      answer:
        'Wir beantworten jede Nachricht innerhalb von 24 Stunden an Werktagen. In dringenden Fällen rufen Sie uns während unserer Geschäftszeiten an (Mo.–Fr. 9–18 Uhr PST).',
    },
  },
};
