import type { Translations } from '../core/translations.js';
import { JobModel, type JobDepartment, type JobLevel, type JobStatus, type JobText, type JobType, type Salary } from '../modules/jobs/job.model.js';

type SampleJob = {
  title: string;
  location: string;
  type: JobType;
  level: JobLevel;
  department: JobDepartment;
  salary: Salary | null;
  experience: string;
  description: string;
  requirements: string[];
  benefits: string[];
  status: JobStatus;
  /** Days before the seed ran that the job was posted; null for a job never published. */
  postedDaysAgo: number | null;
  /** Days after the seed ran that applications close; null for no deadline. */
  deadlineInDays: number | null;
  views: number;
  translations: Translations<JobText>;
};

const COMMON_BENEFITS = ['Health, dental and vision insurance', 'Flexible working hours', '$2,000 yearly learning budget'];

/**
 * One row a job: title, location, type, level, department, salary (`[min, max, currency]`, or null),
 * experience, status, days since it was posted (null: never published), days until applications
 * close (null: no deadline), views and description; then the requirements; then the benefits.
 */
type JobRow = [
  title: string,
  location: string,
  type: JobType,
  level: JobLevel,
  department: JobDepartment,
  salary: [min: number, max: number, currency: string] | null,
  experience: string,
  status: JobStatus,
  postedDaysAgo: number | null,
  deadlineInDays: number | null,
  views: number,
  description: string,
  requirements: string[],
  benefits: string[],
];

function sampleJob([title, location, type, level, department, salary, experience, status, postedDaysAgo, deadlineInDays, views, description, requirements, benefits]: JobRow): SampleJob {
  const pay = salary && { min: salary[0], max: salary[1], currency: salary[2] };
  return { title, location, type, level, department, salary: pay, experience, description, requirements, benefits, status, postedDaysAgo, deadlineInDays, views, translations: JOB_TRANSLATIONS[title] ?? {} };
}

/**
 * Sample openings across the departments, so a newcomer sees a living job board: one paused and one
 * draft show what guests never see. Applications start at 0: they are counted from real applications.
 */
const JOB_ROWS: JobRow[] = [
  ['Senior Machine Learning Engineer', 'San Francisco, CA (Hybrid)', 'full_time', 'senior', 'engineering', [160_000, 210_000, 'USD'], '5+ years', 'active', 3, 60, 412, 'Design, train and ship the machine learning systems behind our client solutions. You will own models from data pipeline to production monitoring, mentor engineers, and work directly with clients to turn ambiguous problems into measurable results.',
    ['5+ years building ML systems in production', 'Strong Python and PyTorch or TensorFlow', 'Experience with MLOps: CI/CD, monitoring, retraining', 'Clear communication with non-technical stakeholders'],
    [...COMMON_BENEFITS, 'Equity package']],
  ['Frontend Engineer (React)', 'Remote (US time zones)', 'full_time', 'mid', 'engineering', [120_000, 150_000, 'USD'], '3+ years', 'active', 8, null, 538, 'Build the interfaces through which our clients use AI every day: dashboards, review tools and learning experiences. You care about accessibility, performance and the details that make software feel effortless.',
    ['3+ years with React and TypeScript', 'An eye for design and accessibility', 'Experience with GraphQL is a plus'],
    [...COMMON_BENEFITS, 'Home office allowance']],
  ['Research Scientist, Large Language Models', 'San Francisco, CA', 'full_time', 'senior', 'research', [180_000, 240_000, 'USD'], 'PhD or 4+ years of research', 'active', 12, 45, 689, 'Advance how language models are adapted, evaluated and made reliable for enterprise use. You will run experiments, publish when it helps the community, and see your work reach production with our engineering teams.',
    ['PhD in machine learning or equivalent research record', 'Publications in NLP or ML venues', 'Hands-on experience fine-tuning large models'],
    [...COMMON_BENEFITS, 'Conference travel budget']],
  ['AI Solutions Consultant', 'New York, NY', 'full_time', 'mid', 'business', [110_000, 140_000, 'USD'], '3+ years in consulting or pre-sales', 'active', 5, 30, 274, 'Help organisations find the AI use cases that matter. You will lead discovery workshops, shape proposals with our engineers, and guide clients from first conversation to a roadmap their leadership can act on.',
    ['Consulting or solution-selling experience', 'Solid understanding of data and AI concepts', 'Excellent presentation and writing skills'],
    [...COMMON_BENEFITS, 'Performance bonus']],
  ['Product Designer, AI Experiences', 'Remote', 'full_time', 'mid', 'design', [115_000, 145_000, 'USD'], '4+ years', 'active', 16, null, 351, 'Shape how people work alongside AI: conversational interfaces, human-in-the-loop review tools and explainable results. You will research with users, prototype quickly and partner closely with engineering.',
    ['A portfolio of shipped product work', 'Figma and prototyping fluency', 'Experience designing for complex or data-heavy products'],
    [...COMMON_BENEFITS, 'Home office allowance']],
  ['Applied AI Engineer', 'London, UK', 'full_time', 'mid', 'ai', [70_000, 90_000, 'GBP'], '2+ years', 'active', 2, 75, 198, 'Turn the latest models into dependable products: retrieval-augmented generation, agents and document understanding for our European clients, with evaluation and guardrails built in.',
    ['Strong Python and API design', 'Experience with LLM APIs, embeddings and vector search', 'Pragmatic approach to evaluation and testing'],
    ['Private health insurance', '25 days of holiday', 'Flexible working hours', '£1,500 yearly learning budget']],
  ['Machine Learning Intern', 'San Francisco, CA', 'internship', 'entry', 'research', null, 'Students in a CS, math or related degree', 'active', 20, 40, 845, 'Spend twelve weeks on a real research or engineering project with a dedicated mentor, and present your results to the whole company at the end of the summer.',
    ['Enrolled in a degree in computer science, mathematics or a related field', 'Python and a first machine learning project', 'Curiosity and the wish to learn fast'],
    ['Paid internship', 'Mentorship programme', 'Housing support']],
  ['Technical Trainer, AI Programs', 'Remote', 'contract', 'senior', 'other', [90_000, 110_000, 'USD'], '5+ years in data or ML, teaching experience', 'active', 9, null, 163, 'Deliver our corporate AI training programs: executive briefings, engineering bootcamps and hands-on workshops. You will also help keep our course material current as the field moves.',
    ['Practical experience in data science or ML engineering', 'Experience teaching adults or running workshops', 'Comfortable travelling occasionally'],
    ['Flexible schedule', 'Travel expenses covered']],
  ['MLOps Engineer', 'Austin, TX (Hybrid)', 'full_time', 'senior', 'engineering', [150_000, 185_000, 'USD'], '5+ years', 'paused', 35, null, 402, 'Build the platform our teams use to train, deploy and monitor models. Hiring for this role is paused while the team is reorganised.',
    ['Kubernetes and cloud infrastructure', 'Model serving and monitoring', 'Infrastructure as code'],
    COMMON_BENEFITS],
  ['Head of Data Partnerships', 'New York, NY', 'full_time', 'lead', 'business', [190_000, 230_000, 'USD'], '8+ years', 'draft', null, null, 0, 'Lead the partnerships that give our clients access to the data they need. This posting is still being prepared.',
    ['Partnership or business development leadership', 'Knowledge of data licensing'],
    [...COMMON_BENEFITS, 'Equity package']],
];

/**
 * The sample jobs in Spanish (tú), French (vous) and German (Sie), keyed by their English title;
 * the product's terms follow client/src/i18n/glossary.md.
 */
/** COMMON_BENEFITS in each language. */
const COMMON_BENEFITS_IN = {
  es: [
    'Seguro médico, dental y oftalmológico',
    'Horario flexible',
    'Presupuesto anual de formación de 2.000 $',
  ],
  fr: [
    'Mutuelle santé, dentaire et optique',
    'Horaires flexibles',
    'Budget formation annuel de 2 000 $',
  ],
  de: [
    'Kranken-, Zahn- und Sehversicherung',
    'Flexible Arbeitszeiten',
    'Jährliches Weiterbildungsbudget von 2.000 $',
  ],
} as const;

const JOB_TRANSLATIONS: Readonly<Record<string, Translations<JobText>>> = {
  'Senior Machine Learning Engineer': {
    es: {
      title: 'Ingeniero/a sénior de machine learning',
      experience: 'Más de 5 años',
      description:
        'Diseña, entrena y pon en producción los sistemas de machine learning que hay detrás de las soluciones para nuestros clientes. Serás responsable de los modelos desde el pipeline de datos hasta la monitorización en producción, harás de mentor para otros ingenieros y trabajarás directamente con clientes para convertir problemas difusos en resultados medibles.',
      requirements: ['Más de 5 años construyendo sistemas de ML en producción', 'Dominio de Python y de PyTorch o TensorFlow', 'Experiencia en MLOps: CI/CD, monitorización, reentrenamiento', 'Comunicación clara con perfiles no técnicos'],
      benefits: [...COMMON_BENEFITS_IN.es, 'Paquete de participaciones'],
    },
    fr: {
      title: 'Ingénieur(e) machine learning senior',
      experience: '5 ans et plus',
      description:
        'Concevez, entraînez et mettez en production les systèmes de machine learning au cœur des solutions de nos clients. Vous serez responsable des modèles, du pipeline de données à la supervision en production, accompagnerez d’autres ingénieurs et travaillerez directement avec nos clients pour transformer des problèmes flous en résultats mesurables.',
      requirements: ['Plus de 5 ans d’expérience sur des systèmes de ML en production', 'Solide maîtrise de Python et de PyTorch ou TensorFlow', 'Expérience MLOps : CI/CD, supervision, réentraînement', 'Communication claire avec des interlocuteurs non techniques'],
      benefits: [...COMMON_BENEFITS_IN.fr, 'Actionnariat salarié'],
    },
    de: {
      title: 'Senior Machine Learning Engineer (m/w/d)',
      experience: 'Mindestens 5 Jahre',
      description:
        'Sie konzipieren, trainieren und betreiben die Machine-Learning-Systeme hinter unseren Kundenlösungen. Sie verantworten Modelle von der Datenpipeline bis zum Monitoring im Produktivbetrieb, begleiten andere Engineers als Mentor und arbeiten direkt mit Kunden, um unscharfe Problemstellungen in messbare Ergebnisse zu verwandeln.',
      requirements: ['Mindestens 5 Jahre Erfahrung mit ML-Systemen im Produktivbetrieb', 'Sehr gute Kenntnisse in Python sowie PyTorch oder TensorFlow', 'Erfahrung mit MLOps: CI/CD, Monitoring, Retraining', 'Klare Kommunikation mit nicht-technischen Stakeholdern'],
      benefits: [...COMMON_BENEFITS_IN.de, 'Mitarbeiterbeteiligung'],
    },
  },
  'Frontend Engineer (React)': {
    es: {
      title: 'Ingeniero/a frontend (React)',
      experience: 'Más de 3 años',
      description:
        'Construye las interfaces con las que nuestros clientes usan la IA cada día: dashboards, herramientas de revisión y experiencias de aprendizaje. Te importan la accesibilidad, el rendimiento y los detalles que hacen que el software resulte fácil de usar.',
      requirements: ['Más de 3 años con React y TypeScript', 'Buen ojo para el diseño y la accesibilidad', 'Se valorará experiencia con GraphQL'],
      benefits: [...COMMON_BENEFITS_IN.es, 'Ayuda para el teletrabajo'],
    },
    fr: {
      title: 'Ingénieur(e) frontend (React)',
      experience: '3 ans et plus',
      description:
        'Développez les interfaces grâce auxquelles nos clients utilisent l’IA au quotidien : tableaux de bord, outils de revue et parcours d’apprentissage. L’accessibilité, la performance et le soin du détail qui rend un logiciel fluide vous tiennent à cœur.',
      requirements: ['Plus de 3 ans d’expérience avec React et TypeScript', 'Un œil pour le design et l’accessibilité', 'Une expérience de GraphQL est un plus'],
      benefits: [...COMMON_BENEFITS_IN.fr, 'Indemnité de télétravail'],
    },
    de: {
      title: 'Frontend Engineer (React) (m/w/d)',
      experience: 'Mindestens 3 Jahre',
      description:
        'Sie entwickeln die Oberflächen, über die unsere Kunden täglich mit KI arbeiten: Dashboards, Review-Tools und Lernangebote. Barrierefreiheit, Performance und die Details, die Software mühelos wirken lassen, liegen Ihnen am Herzen.',
      requirements: ['Mindestens 3 Jahre Erfahrung mit React und TypeScript', 'Gespür für Design und Barrierefreiheit', 'Erfahrung mit GraphQL von Vorteil'],
      benefits: [...COMMON_BENEFITS_IN.de, 'Homeoffice-Zuschuss'],
    },
  },
  'Research Scientist, Large Language Models': {
    es: {
      title: 'Investigador/a científico/a, modelos de lenguaje',
      experience: 'Doctorado o más de 4 años de investigación',
      description:
        'Haz avanzar la forma en que los modelos de lenguaje se adaptan, se evalúan y se vuelven fiables para su uso en empresas. Diseñarás experimentos, publicarás cuando aporte a la comunidad y verás cómo tu trabajo llega a producción junto a nuestros equipos de ingeniería.',
      requirements: ['Doctorado en machine learning o trayectoria investigadora equivalente', 'Publicaciones en congresos de NLP o ML', 'Experiencia práctica en fine-tuning de modelos grandes'],
      benefits: [...COMMON_BENEFITS_IN.es, 'Presupuesto para congresos'],
    },
    fr: {
      title: 'Chercheur/Chercheuse, grands modèles de langage',
      experience: 'Doctorat ou 4 ans de recherche et plus',
      description:
        'Faites progresser la manière dont les modèles de langage sont adaptés, évalués et rendus fiables pour les entreprises. Vous mènerez des expériences, publierez lorsque cela profite à la communauté et verrez vos travaux arriver en production avec nos équipes d’ingénierie.',
      requirements: ['Doctorat en machine learning ou parcours de recherche équivalent', 'Publications dans des conférences de NLP ou de ML', 'Expérience pratique du fine-tuning de grands modèles'],
      benefits: [...COMMON_BENEFITS_IN.fr, 'Budget pour les conférences'],
    },
    de: {
      title: 'Research Scientist, Large Language Models (m/w/d)',
      experience: 'Promotion oder mindestens 4 Jahre Forschung',
      description:
        'Sie bringen voran, wie Sprachmodelle angepasst, evaluiert und für den Unternehmenseinsatz verlässlich gemacht werden. Sie führen Experimente durch, veröffentlichen, wo es der Community nützt, und bringen Ihre Arbeit gemeinsam mit unseren Engineering-Teams in den Produktivbetrieb.',
      requirements: ['Promotion im Bereich Machine Learning oder vergleichbare Forschungserfahrung', 'Publikationen auf NLP- oder ML-Konferenzen', 'Praktische Erfahrung im Fine-Tuning großer Modelle'],
      benefits: [...COMMON_BENEFITS_IN.de, 'Budget für Konferenzreisen'],
    },
  },
  'AI Solutions Consultant': {
    es: {
      title: 'Consultor/a de soluciones de IA',
      experience: 'Más de 3 años en consultoría o preventa',
      description:
        'Ayuda a las organizaciones a encontrar los casos de uso de IA que de verdad importan. Dirigirás talleres de descubrimiento, darás forma a las propuestas con nuestros ingenieros y acompañarás a los clientes desde la primera conversación hasta una hoja de ruta sobre la que su dirección pueda actuar.',
      requirements: ['Experiencia en consultoría o venta de soluciones', 'Buen conocimiento de conceptos de datos e IA', 'Excelentes dotes de presentación y redacción'],
      benefits: [...COMMON_BENEFITS_IN.es, 'Bonus por objetivos'],
    },
    fr: {
      title: 'Consultant(e) solutions IA',
      experience: '3 ans et plus en conseil ou avant-vente',
      description:
        'Aidez les organisations à identifier les cas d’usage de l’IA qui comptent vraiment. Vous animerez des ateliers de cadrage, construirez les propositions avec nos ingénieurs et accompagnerez nos clients du premier échange jusqu’à une feuille de route sur laquelle leur direction peut agir.',
      requirements: ['Expérience en conseil ou en avant-vente', 'Bonne compréhension des notions de données et d’IA', 'Excellentes qualités de présentation et de rédaction'],
      benefits: [...COMMON_BENEFITS_IN.fr, 'Prime sur objectifs'],
    },
    de: {
      title: 'AI Solutions Consultant (m/w/d)',
      experience: 'Mindestens 3 Jahre in Beratung oder Presales',
      description:
        'Sie helfen Organisationen, die KI-Anwendungsfälle zu finden, auf die es wirklich ankommt. Sie leiten Discovery-Workshops, gestalten Angebote gemeinsam mit unseren Engineers und begleiten Kunden vom ersten Gespräch bis zu einer Roadmap, mit der ihre Führungsebene arbeiten kann.',
      requirements: ['Erfahrung in Beratung oder Lösungsvertrieb', 'Fundiertes Verständnis von Daten- und KI-Konzepten', 'Ausgezeichnete Präsentations- und Schreibfähigkeiten'],
      benefits: [...COMMON_BENEFITS_IN.de, 'Leistungsbonus'],
    },
  },
  'Product Designer, AI Experiences': {
    es: {
      title: 'Diseñador/a de producto, experiencias con IA',
      experience: 'Más de 4 años',
      description:
        'Da forma a cómo las personas trabajan junto a la IA: interfaces conversacionales, herramientas de revisión con supervisión humana y resultados explicables. Investigarás con usuarios, harás prototipos rápidos y colaborarás de cerca con ingeniería.',
      requirements: ['Un portfolio de producto lanzado', 'Soltura con Figma y prototipado', 'Experiencia diseñando productos complejos o con muchos datos'],
      benefits: [...COMMON_BENEFITS_IN.es, 'Ayuda para el teletrabajo'],
    },
    fr: {
      title: 'Product designer, expériences IA',
      experience: '4 ans et plus',
      description:
        'Imaginez la façon dont les gens travaillent aux côtés de l’IA : interfaces conversationnelles, outils de revue avec validation humaine et résultats explicables. Vous mènerez des recherches auprès des utilisateurs, prototyperez rapidement et travaillerez main dans la main avec l’ingénierie.',
      requirements: ['Un portfolio de produits livrés', 'Aisance avec Figma et le prototypage', 'Expérience de la conception de produits complexes ou riches en données'],
      benefits: [...COMMON_BENEFITS_IN.fr, 'Indemnité de télétravail'],
    },
    de: {
      title: 'Product Designer, KI-Erlebnisse (m/w/d)',
      experience: 'Mindestens 4 Jahre',
      description:
        'Sie gestalten, wie Menschen mit KI zusammenarbeiten: dialogorientierte Oberflächen, Review-Tools mit Human-in-the-Loop und nachvollziehbare Ergebnisse. Sie forschen mit Nutzerinnen und Nutzern, erstellen schnell Prototypen und arbeiten eng mit dem Engineering zusammen.',
      requirements: ['Ein Portfolio mit veröffentlichten Produkten', 'Sicherer Umgang mit Figma und Prototyping', 'Erfahrung im Design komplexer oder datenintensiver Produkte'],
      benefits: [...COMMON_BENEFITS_IN.de, 'Homeoffice-Zuschuss'],
    },
  },
  'Applied AI Engineer': {
    es: {
      title: 'Ingeniero/a de IA aplicada',
      experience: 'Más de 2 años',
      description:
        'Convierte los modelos más recientes en productos fiables: generación aumentada por recuperación (RAG), agentes y comprensión de documentos para nuestros clientes europeos, con evaluación y salvaguardas integradas.',
      requirements: ['Dominio de Python y del diseño de API', 'Experiencia con API de LLM, embeddings y búsqueda vectorial', 'Enfoque pragmático de la evaluación y las pruebas'],
      benefits: ['Seguro médico privado', '25 días de vacaciones', 'Horario flexible', 'Presupuesto anual de formación de 1.500 £'],
    },
    fr: {
      title: 'Ingénieur(e) IA appliquée',
      experience: '2 ans et plus',
      description:
        'Transformez les modèles les plus récents en produits fiables : génération augmentée par la recherche (RAG), agents et compréhension de documents pour nos clients européens, avec évaluation et garde-fous intégrés.',
      requirements: ['Solide maîtrise de Python et de la conception d’API', 'Expérience des API de LLM, des embeddings et de la recherche vectorielle', 'Approche pragmatique de l’évaluation et des tests'],
      benefits: ['Assurance santé privée', '25 jours de congés', 'Horaires flexibles', 'Budget formation annuel de 1 500 £'],
    },
    de: {
      title: 'Applied AI Engineer (m/w/d)',
      experience: 'Mindestens 2 Jahre',
      description:
        'Sie machen aus den neuesten Modellen verlässliche Produkte: Retrieval-Augmented Generation, Agenten und Dokumentenverständnis für unsere europäischen Kunden – mit eingebauter Evaluation und Leitplanken.',
      requirements: ['Sehr gute Kenntnisse in Python und API-Design', 'Erfahrung mit LLM-APIs, Embeddings und Vektorsuche', 'Pragmatischer Umgang mit Evaluation und Tests'],
      benefits: ['Private Krankenversicherung', '25 Urlaubstage', 'Flexible Arbeitszeiten', 'Jährliches Weiterbildungsbudget von 1.500 £'],
    },
  },
  'Machine Learning Intern': {
    es: {
      title: 'Prácticas en machine learning',
      experience: 'Estudiantes de informática, matemáticas o un grado afín',
      description:
        'Dedica doce semanas a un proyecto real de investigación o ingeniería con un mentor dedicado y presenta tus resultados a toda la empresa al final del verano.',
      requirements: ['Estudiante de informática, matemáticas o una carrera afín', 'Python y un primer proyecto de machine learning', 'Curiosidad y ganas de aprender rápido'],
      benefits: ['Prácticas remuneradas', 'Programa de mentoría', 'Ayuda para el alojamiento'],
    },
    fr: {
      title: 'Stage en machine learning',
      experience: 'Étudiant(e) en informatique, mathématiques ou discipline proche',
      description:
        'Consacrez douze semaines à un vrai projet de recherche ou d’ingénierie avec un mentor dédié, et présentez vos résultats à toute l’entreprise à la fin de l’été.',
      requirements: ['Études en informatique, mathématiques ou domaine proche', 'Python et un premier projet de machine learning', 'Curiosité et envie d’apprendre vite'],
      benefits: ['Stage rémunéré', 'Programme de mentorat', 'Aide au logement'],
    },
    de: {
      title: 'Praktikum Machine Learning (m/w/d)',
      experience: 'Studierende der Informatik, Mathematik oder eines verwandten Fachs',
      description:
        'Sie arbeiten zwölf Wochen lang an einem echten Forschungs- oder Engineering-Projekt mit eigener Mentorin oder eigenem Mentor und stellen Ihre Ergebnisse am Ende des Sommers dem ganzen Unternehmen vor.',
      requirements: ['Studium der Informatik, Mathematik oder eines verwandten Fachs', 'Python und ein erstes Machine-Learning-Projekt', 'Neugier und der Wunsch, schnell zu lernen'],
      benefits: ['Vergütetes Praktikum', 'Mentoring-Programm', 'Unterstützung bei der Wohnungssuche'],
    },
  },
  'Technical Trainer, AI Programs': {
    es: {
      title: 'Formador/a técnico/a, programas de IA',
      experience: 'Más de 5 años en datos o ML, con experiencia docente',
      description:
        'Imparte nuestros programas de formación en IA para empresas: sesiones para directivos, bootcamps de ingeniería y talleres prácticos. También ayudarás a mantener al día nuestro material a medida que avanza el sector.',
      requirements: ['Experiencia práctica en ciencia de datos o ingeniería de ML', 'Experiencia formando a adultos o dirigiendo talleres', 'Disponibilidad para viajar de vez en cuando'],
      benefits: ['Horario flexible', 'Gastos de viaje cubiertos'],
    },
    fr: {
      title: 'Formateur/Formatrice technique, programmes IA',
      experience: '5 ans et plus en data ou ML, expérience de formateur',
      description:
        'Animez nos programmes de formation IA en entreprise : sessions pour dirigeants, bootcamps pour ingénieurs et ateliers pratiques. Vous contribuerez aussi à tenir nos contenus à jour au rythme des évolutions du domaine.',
      requirements: ['Expérience pratique en data science ou en ingénierie ML', 'Expérience de la formation d’adultes ou de l’animation d’ateliers', 'Disponibilité pour des déplacements ponctuels'],
      benefits: ['Horaires flexibles', 'Frais de déplacement pris en charge'],
    },
    de: {
      title: 'Technische/r Trainer/in, KI-Programme',
      experience: 'Mindestens 5 Jahre in Data oder ML, Lehrerfahrung',
      description:
        'Sie führen unsere KI-Schulungsprogramme für Unternehmen durch: Briefings für Führungskräfte, Engineering-Bootcamps und praxisnahe Workshops. Zudem halten Sie unsere Kursinhalte aktuell, während sich das Fachgebiet weiterentwickelt.',
      requirements: ['Praktische Erfahrung in Data Science oder ML Engineering', 'Erfahrung in der Erwachsenenbildung oder mit Workshops', 'Bereitschaft zu gelegentlichen Reisen'],
      benefits: ['Flexible Zeiteinteilung', 'Übernahme der Reisekosten'],
    },
  },
  'MLOps Engineer': {
    es: {
      title: 'Ingeniero/a de MLOps',
      experience: 'Más de 5 años',
      description:
        'Construye la plataforma que usan nuestros equipos para entrenar, desplegar y monitorizar modelos. La contratación para este puesto está en pausa mientras se reorganiza el equipo.',
      requirements: ['Kubernetes e infraestructura cloud', 'Serving y monitorización de modelos', 'Infraestructura como código'],
      benefits: [...COMMON_BENEFITS_IN.es],
    },
    fr: {
      title: 'Ingénieur(e) MLOps',
      experience: '5 ans et plus',
      description:
        'Construisez la plateforme qu’utilisent nos équipes pour entraîner, déployer et superviser les modèles. Le recrutement pour ce poste est suspendu pendant la réorganisation de l’équipe.',
      requirements: ['Kubernetes et infrastructure cloud', 'Mise à disposition et supervision des modèles', 'Infrastructure as code'],
      benefits: [...COMMON_BENEFITS_IN.fr],
    },
    de: {
      title: 'MLOps Engineer (m/w/d)',
      experience: 'Mindestens 5 Jahre',
      description:
        'Sie bauen die Plattform, mit der unsere Teams Modelle trainieren, ausrollen und überwachen. Die Besetzung dieser Stelle ruht, während das Team neu aufgestellt wird.',
      requirements: ['Kubernetes und Cloud-Infrastruktur', 'Model Serving und Monitoring', 'Infrastructure as Code'],
      benefits: [...COMMON_BENEFITS_IN.de],
    },
  },
  'Head of Data Partnerships': {
    es: {
      title: 'Responsable de alianzas de datos',
      experience: 'Más de 8 años',
      description: 'Lidera las alianzas que dan a nuestros clientes acceso a los datos que necesitan. Esta oferta aún está en preparación.',
      requirements: ['Liderazgo en alianzas o desarrollo de negocio', 'Conocimiento de licencias de datos'],
      benefits: [...COMMON_BENEFITS_IN.es, 'Paquete de participaciones'],
    },
    fr: {
      title: 'Responsable des partenariats data',
      experience: '8 ans et plus',
      description: 'Pilotez les partenariats qui donnent à nos clients accès aux données dont ils ont besoin. Cette offre est encore en préparation.',
      requirements: ['Expérience de direction en partenariats ou business development', 'Connaissance des licences de données'],
      benefits: [...COMMON_BENEFITS_IN.fr, 'Actionnariat salarié'],
    },
    de: {
      title: 'Head of Data Partnerships (m/w/d)',
      experience: 'Mindestens 8 Jahre',
      description: 'Sie verantworten die Partnerschaften, die unseren Kunden Zugang zu den Daten verschaffen, die sie brauchen. Diese Stellenanzeige befindet sich noch in Vorbereitung.',
      requirements: ['Führungserfahrung in Partnerschaften oder Business Development', 'Kenntnisse in Datenlizenzierung'],
      benefits: [...COMMON_BENEFITS_IN.de, 'Mitarbeiterbeteiligung'],
    },
  },
};

export const SAMPLE_JOBS: readonly SampleJob[] = JOB_ROWS.map(sampleJob);

const DAY = 24 * 60 * 60 * 1000;

export async function seedJobs(now = new Date()): Promise<void> {
  await JobModel.insertMany(
    SAMPLE_JOBS.map(({ postedDaysAgo, deadlineInDays, ...job }) => ({
      ...job,
      company: 'AI Solutions',
      applications: 0,
      postedDate: postedDaysAgo === null ? null : new Date(now.getTime() - postedDaysAgo * DAY),
      deadline: deadlineInDays === null ? null : new Date(now.getTime() + deadlineInDays * DAY),
    })),
  );
}
