import type { Translations } from '../core/translations.js';
import { ServiceModel, type ServiceStatus, type ServiceText } from '../modules/services/service.model.js';

type ServiceRow = [
  title: string,
  icon: string,
  category: string,
  status: ServiceStatus,
  price: [basic: number, premium: number, enterprise: number],
  popularity: number,
  clients: number,
  rating: number,
  shortDescription: string,
  description: string,
  features: string[],
];

/**
 * One row a service: title, icon, category, status, the three plans' prices, popularity, clients,
 * rating and short description; then the description; then the features.
 */
function sampleService([title, icon, category, status, [basic, premium, enterprise], popularity, clients, rating, shortDescription, description, features]: ServiceRow) {
  const translations = SERVICE_TRANSLATIONS[title] ?? {};
  return { title, shortDescription, description, icon, features, price: { basic, premium, enterprise }, category, status, popularity, clients, rating, translations };
}

/** Sample services, so a newcomer sees a living site; one draft shows what guests never see. */
const SERVICE_ROWS: ServiceRow[] = [
  ['AI Strategy Consulting', '🧭', 'Consulting', 'active', [4900, 12_900, 29_900], 92, 140, 4.9, 'A clear roadmap from AI ambition to measurable business value.',
    'We assess your data, processes and teams, identify the use cases with the highest return, and build a pragmatic roadmap with budgets, milestones and governance so AI delivers results instead of experiments.',
    ['AI readiness assessment', 'Use-case discovery workshops', 'ROI and risk analysis', 'Implementation roadmap', 'Responsible AI governance']],
  ['Custom Machine Learning Development', '🤖', 'Development', 'active', [9900, 24_900, 59_900], 88, 85, 4.8, 'Production-grade models built around your data and workflows.',
    'From data pipelines to deployed models: our engineers design, train and ship machine learning systems that integrate with your products, with monitoring and retraining built in from day one.',
    ['Data pipeline engineering', 'Model design and training', 'MLOps and monitoring', 'API and product integration', 'Model documentation']],
  ['Data Analytics & Business Intelligence', '📊', 'Analytics', 'active', [3900, 9900, 19_900], 81, 120, 4.7, 'Turn scattered data into dashboards and decisions.',
    'We consolidate your data sources, model them for analysis and deliver dashboards and forecasts your teams actually use, so decisions are based on evidence rather than intuition.',
    ['Data warehouse design', 'Interactive dashboards', 'Forecasting models', 'KPI definition']],
  ['Corporate AI Training', '🎓', 'Training', 'active', [1900, 5900, 14_900], 86, 210, 4.9, 'Hands-on programs that make your teams confident with AI.',
    'Tailored workshops and programs for executives, engineers and business teams: practical skills in prompt engineering, machine learning and responsible AI, with exercises on your own use cases.',
    ['Executive AI briefings', 'Engineering bootcamps', 'Prompt engineering for business teams', 'Certificates of completion']],
  ['Intelligent Process Automation', '⚙️', 'Automation', 'active', [5900, 14_900, 34_900], 77, 64, 4.6, 'Automate repetitive work with AI-powered workflows.',
    'We combine document understanding, language models and workflow tools to automate back-office processes end to end, with humans in the loop where judgement matters.',
    ['Process mining', 'Document understanding', 'Workflow automation', 'Human-in-the-loop review']],
  ['Computer Vision Solutions', '👁️', 'Development', 'draft', [0, 0, 0], 0, 0, 0, 'Visual inspection and recognition systems (in preparation).',
    'Quality inspection, object detection and document imaging solutions for manufacturing and logistics. This offering is still being prepared.',
    ['Visual quality inspection', 'Object detection', 'Edge deployment']],
];

/**
 * The sample services in Spanish (tú), French (vous) and German (Sie), keyed by their English
 * title; the product's terms follow client/src/i18n/glossary.md.
 */
const SERVICE_TRANSLATIONS: Readonly<Record<string, Translations<ServiceText>>> = {
  'AI Strategy Consulting': {
    es: {
      title: 'Consultoría en estrategia de IA',
      shortDescription: 'Una hoja de ruta clara, de la ambición en IA a un valor de negocio medible.',
      description:
        'Analizamos tus datos, procesos y equipos, identificamos los casos de uso con mayor retorno y construimos contigo una hoja de ruta pragmática, con presupuesto, hitos y gobernanza, para que la IA dé resultados y no se quede en experimentos.',
      features: ['Evaluación de madurez en IA', 'Talleres para descubrir casos de uso', 'Análisis de retorno y riesgos', 'Hoja de ruta de implantación', 'Gobernanza de IA responsable'],
    },
    fr: {
      title: 'Conseil en stratégie IA',
      shortDescription: 'Une feuille de route claire, de l’ambition IA à une valeur métier mesurable.',
      description:
        'Nous évaluons vos données, vos processus et vos équipes, identifions les cas d’usage au meilleur retour sur investissement et bâtissons avec vous une feuille de route pragmatique — budget, jalons et gouvernance — pour que l’IA produise des résultats, pas seulement des expérimentations.',
      features: ['Diagnostic de maturité IA', 'Ateliers d’identification des cas d’usage', 'Analyse du ROI et des risques', 'Feuille de route de mise en œuvre', 'Gouvernance d’une IA responsable'],
    },
    de: {
      title: 'KI-Strategieberatung',
      shortDescription: 'Eine klare Roadmap – von Ihren KI-Zielen zu messbarem Geschäftswert.',
      description:
        'Wir analysieren Ihre Daten, Prozesse und Teams, ermitteln die Anwendungsfälle mit dem höchsten Nutzen und erarbeiten mit Ihnen eine pragmatische Roadmap mit Budget, Meilensteinen und Governance – damit KI Ergebnisse liefert statt Experimente.',
      features: ['KI-Reifegradanalyse', 'Workshops zur Identifikation von Anwendungsfällen', 'ROI- und Risikoanalyse', 'Umsetzungs-Roadmap', 'Governance für verantwortungsvolle KI'],
    },
  },
  'Custom Machine Learning Development': {
    es: {
      title: 'Desarrollo de machine learning a medida',
      shortDescription: 'Modelos listos para producción, construidos en torno a tus datos y procesos.',
      description:
        'De los pipelines de datos a los modelos desplegados: nuestros ingenieros diseñan, entrenan y ponen en marcha sistemas de machine learning que se integran con tus productos, con monitorización y reentrenamiento desde el primer día.',
      features: ['Ingeniería de pipelines de datos', 'Diseño y entrenamiento de modelos', 'MLOps y monitorización', 'Integración por API y en tus productos', 'Documentación de modelos'],
    },
    fr: {
      title: 'Développement machine learning sur mesure',
      shortDescription: 'Des modèles prêts pour la production, conçus autour de vos données et de vos processus.',
      description:
        'Des pipelines de données aux modèles déployés : nos ingénieurs conçoivent, entraînent et mettent en production des systèmes de machine learning intégrés à vos produits, avec supervision et réentraînement prévus dès le premier jour.',
      features: ['Ingénierie des pipelines de données', 'Conception et entraînement des modèles', 'MLOps et supervision', 'Intégration API et produit', 'Documentation des modèles'],
    },
    de: {
      title: 'Individuelle Machine-Learning-Entwicklung',
      shortDescription: 'Produktionsreife Modelle, zugeschnitten auf Ihre Daten und Abläufe.',
      description:
        'Von der Datenpipeline bis zum ausgerollten Modell: Unsere Engineers konzipieren, trainieren und liefern Machine-Learning-Systeme, die sich nahtlos in Ihre Produkte einfügen – mit Monitoring und Retraining vom ersten Tag an.',
      features: ['Entwicklung von Datenpipelines', 'Modellentwurf und Training', 'MLOps und Monitoring', 'API- und Produktintegration', 'Modelldokumentation'],
    },
  },
  'Data Analytics & Business Intelligence': {
    es: {
      title: 'Análisis de datos y business intelligence',
      shortDescription: 'Convierte datos dispersos en dashboards y decisiones.',
      description:
        'Unificamos tus fuentes de datos, las modelamos para el análisis y te entregamos dashboards y previsiones que tus equipos usan de verdad, para que decidas con datos y no por intuición.',
      features: ['Diseño de data warehouse', 'Dashboards interactivos', 'Modelos de previsión', 'Definición de KPI'],
    },
    fr: {
      title: 'Analyse de données et business intelligence',
      shortDescription: 'Transformez des données éparses en tableaux de bord et en décisions.',
      description:
        'Nous consolidons vos sources de données, les modélisons pour l’analyse et livrons des tableaux de bord et des prévisions que vos équipes utilisent vraiment : vos décisions reposent sur des faits plutôt que sur l’intuition.',
      features: ['Conception d’entrepôt de données', 'Tableaux de bord interactifs', 'Modèles de prévision', 'Définition des KPI'],
    },
    de: {
      title: 'Datenanalyse & Business Intelligence',
      shortDescription: 'Aus verstreuten Daten werden Dashboards und fundierte Entscheidungen.',
      description:
        'Wir führen Ihre Datenquellen zusammen, modellieren sie für die Analyse und liefern Dashboards und Prognosen, die Ihre Teams tatsächlich nutzen – damit Sie auf Basis von Fakten entscheiden statt aus dem Bauch heraus.',
      features: ['Data-Warehouse-Design', 'Interaktive Dashboards', 'Prognosemodelle', 'KPI-Definition'],
    },
  },
  'Corporate AI Training': {
    es: {
      title: 'Formación en IA para empresas',
      shortDescription: 'Programas prácticos para que tus equipos trabajen con IA con confianza.',
      description:
        'Talleres y programas a medida para dirección, ingeniería y equipos de negocio: habilidades prácticas en ingeniería de prompts, machine learning e IA responsable, con ejercicios sobre tus propios casos de uso.',
      features: ['Sesiones de IA para directivos', 'Bootcamps para equipos de ingeniería', 'Ingeniería de prompts para equipos de negocio', 'Certificados de finalización'],
    },
    fr: {
      title: 'Formation IA en entreprise',
      shortDescription: 'Des programmes concrets pour que vos équipes maîtrisent l’IA en toute confiance.',
      description:
        'Des ateliers et des parcours sur mesure pour vos dirigeants, vos ingénieurs et vos équipes métier : des compétences concrètes en ingénierie de prompts, en machine learning et en IA responsable, avec des exercices sur vos propres cas d’usage.',
      features: ['Sessions IA pour dirigeants', 'Bootcamps pour ingénieurs', 'Ingénierie de prompts pour les équipes métier', 'Certificats de réussite'],
    },
    de: {
      title: 'KI-Schulungen für Unternehmen',
      shortDescription: 'Praxisnahe Programme, mit denen Ihre Teams sicher mit KI arbeiten.',
      description:
        'Maßgeschneiderte Workshops und Programme für Führungskräfte, Engineering- und Fachteams: praktische Kompetenzen in Prompt Engineering, Machine Learning und verantwortungsvoller KI, mit Übungen an Ihren eigenen Anwendungsfällen.',
      features: ['KI-Briefings für Führungskräfte', 'Bootcamps für Engineering-Teams', 'Prompt Engineering für Fachteams', 'Teilnahmezertifikate'],
    },
  },
  'Intelligent Process Automation': {
    es: {
      title: 'Automatización inteligente de procesos',
      shortDescription: 'Automatiza el trabajo repetitivo con flujos de trabajo impulsados por IA.',
      description:
        'Combinamos comprensión de documentos, modelos de lenguaje y herramientas de flujo de trabajo para automatizar de principio a fin tus procesos de back office, con supervisión humana allí donde importa el criterio.',
      features: ['Minería de procesos', 'Comprensión de documentos', 'Automatización de flujos de trabajo', 'Revisión con supervisión humana'],
    },
    fr: {
      title: 'Automatisation intelligente des processus',
      shortDescription: 'Automatisez les tâches répétitives grâce à des workflows pilotés par l’IA.',
      description:
        'Nous associons compréhension de documents, modèles de langage et outils de workflow pour automatiser vos processus de back-office de bout en bout, avec une validation humaine là où le jugement compte.',
      features: ['Process mining', 'Compréhension de documents', 'Automatisation des workflows', 'Validation humaine des résultats'],
    },
    de: {
      title: 'Intelligente Prozessautomatisierung',
      shortDescription: 'Automatisieren Sie wiederkehrende Aufgaben mit KI-gestützten Workflows.',
      description:
        'Wir verbinden Dokumentenverständnis, Sprachmodelle und Workflow-Tools, um Ihre Backoffice-Prozesse durchgängig zu automatisieren – mit menschlicher Prüfung überall dort, wo Urteilsvermögen gefragt ist.',
      features: ['Process Mining', 'Dokumentenverständnis', 'Workflow-Automatisierung', 'Prüfung mit Human-in-the-Loop'],
    },
  },
  'Computer Vision Solutions': {
    es: {
      title: 'Soluciones de visión artificial',
      shortDescription: 'Sistemas de inspección y reconocimiento visual (en preparación).',
      description:
        'Soluciones de inspección de calidad, detección de objetos y digitalización de documentos para fabricación y logística. Esta oferta aún está en preparación.',
      features: ['Inspección visual de calidad', 'Detección de objetos', 'Despliegue en el edge'],
    },
    fr: {
      title: 'Solutions de vision par ordinateur',
      shortDescription: 'Systèmes d’inspection et de reconnaissance visuelles (en préparation).',
      description:
        'Des solutions d’inspection qualité, de détection d’objets et de numérisation de documents pour l’industrie et la logistique. Cette offre est encore en préparation.',
      features: ['Contrôle qualité visuel', 'Détection d’objets', 'Déploiement en périphérie (edge)'],
    },
    de: {
      title: 'Computer-Vision-Lösungen',
      shortDescription: 'Systeme zur visuellen Prüfung und Erkennung (in Vorbereitung).',
      description:
        'Lösungen für Qualitätsprüfung, Objekterkennung und Dokumentenerfassung in Produktion und Logistik. Dieses Angebot befindet sich noch in Vorbereitung.',
      features: ['Visuelle Qualitätsprüfung', 'Objekterkennung', 'Edge-Deployment'],
    },
  },
};

export const SAMPLE_SERVICES = SERVICE_ROWS.map(sampleService);

export async function seedServices(): Promise<void> {
  await ServiceModel.insertMany(SAMPLE_SERVICES);
}
