/**
 * The sample courses' text in Spanish (tú), French (vous) and German (Sie), keyed by the English
 * title, written as marketing copy in each language, with the terms of the glossary
 * (client/src/i18n/glossary.md). Tool and library names stay as they are.
 */
import type { Translations } from '../core/translations.js';
import type { CourseText } from '../modules/courses/course.model.js';

type Version = { title: string; description: string; duration: string; skills: string[] };
const weeks = (n: number) => ({ es: `${n} semanas`, fr: `${n} semaines`, de: `${n} Wochen` });

function course(n: number, es: Omit<Version, 'duration'>, fr: Omit<Version, 'duration'>, de: Omit<Version, 'duration'>): Translations<CourseText> {
  const duration = weeks(n);
  return { es: { ...es, duration: duration.es }, fr: { ...fr, duration: duration.fr }, de: { ...de, duration: duration.de } };
}

export const COURSE_TRANSLATIONS: Readonly<Record<string, Translations<CourseText>>> = {
  'Introduction to Generative AI': course(
    3,
    {
      title: 'Introducción a la IA generativa',
      description: 'Un primer acercamiento sencillo a la IA generativa: qué pueden y qué no pueden hacer los grandes modelos de lenguaje y los generadores de imágenes, cómo escribir prompts eficaces y cómo usar estas herramientas de forma segura en el trabajo.',
      skills: ['Ingeniería de prompts', 'Fundamentos de IA generativa', 'Uso responsable de la IA'],
    },
    {
      title: 'Introduction à l’IA générative',
      description: 'Une première approche accessible de l’IA générative : ce que les grands modèles de langage et les générateurs d’images savent faire (et ne savent pas faire), comment rédiger des prompts efficaces et comment utiliser ces outils en toute sécurité au travail.',
      skills: ['Ingénierie de prompts', 'Culture de l’IA générative', 'Usage responsable de l’IA'],
    },
    {
      title: 'Einführung in generative KI',
      description: 'Ein verständlicher Einstieg in generative KI: was große Sprachmodelle und Bildgeneratoren können und was nicht, wie Sie wirksame Prompts schreiben und wie Sie diese Werkzeuge sicher im Arbeitsalltag einsetzen.',
      skills: ['Prompt Engineering', 'Grundwissen generative KI', 'Verantwortungsvoller KI-Einsatz'],
    },
  ),
  'Python for AI and Data': course(
    6,
    {
      title: 'Python para IA y datos',
      description: 'Aprende Python desde cero con las librerías que usa cualquier profesional de la IA: NumPy, pandas y Matplotlib. Terminarás limpiando y analizando un conjunto de datos real de principio a fin.',
      skills: ['Python', 'NumPy', 'pandas', 'Limpieza de datos'],
    },
    {
      title: 'Python pour l’IA et la data',
      description: 'Apprenez Python de zéro avec les bibliothèques qu’utilise tout praticien de l’IA : NumPy, pandas et Matplotlib. Vous terminerez en nettoyant et en analysant un vrai jeu de données de bout en bout.',
      skills: ['Python', 'NumPy', 'pandas', 'Nettoyage de données'],
    },
    {
      title: 'Python für KI und Daten',
      description: 'Lernen Sie Python von Grund auf – mit den Bibliotheken, die jede KI-Fachkraft nutzt: NumPy, pandas und Matplotlib. Zum Abschluss bereinigen und analysieren Sie einen echten Datensatz von Anfang bis Ende.',
      skills: ['Python', 'NumPy', 'pandas', 'Datenbereinigung'],
    },
  ),
  'Machine Learning Fundamentals': course(
    8,
    {
      title: 'Fundamentos de machine learning',
      description: 'Las ideas clave del machine learning, paso a paso: regresión, clasificación, evaluación de modelos e ingeniería de características, con proyectos prácticos en scikit-learn.',
      skills: ['scikit-learn', 'Regresión', 'Clasificación', 'Evaluación de modelos', 'Ingeniería de características'],
    },
    {
      title: 'Les fondamentaux du machine learning',
      description: 'Les grandes idées du machine learning, construites pas à pas : régression, classification, évaluation des modèles et feature engineering, avec des projets concrets en scikit-learn.',
      skills: ['scikit-learn', 'Régression', 'Classification', 'Évaluation de modèles', 'Feature engineering'],
    },
    {
      title: 'Grundlagen des Machine Learning',
      description: 'Die Kernideen des Machine Learning, Schritt für Schritt aufgebaut: Regression, Klassifikation, Modellbewertung und Feature Engineering – mit praktischen Projekten in scikit-learn.',
      skills: ['scikit-learn', 'Regression', 'Klassifikation', 'Modellbewertung', 'Feature Engineering'],
    },
  ),
  'Data Analysis with SQL and Python': course(
    5,
    {
      title: 'Análisis de datos con SQL y Python',
      description: 'Responde preguntas de negocio con datos. Escribe consultas SQL sobre bases de datos reales y luego explora y visualiza los resultados en Python para entregar análisis con los que tu equipo pueda actuar.',
      skills: ['SQL', 'Análisis exploratorio de datos', 'pandas', 'Visualización de datos'],
    },
    {
      title: 'Analyse de données avec SQL et Python',
      description: 'Répondez aux questions métier avec des données. Écrivez des requêtes SQL sur de vraies bases, puis explorez et visualisez les résultats en Python pour produire des analyses sur lesquelles vos interlocuteurs peuvent agir.',
      skills: ['SQL', 'Analyse exploratoire', 'pandas', 'Visualisation de données'],
    },
    {
      title: 'Datenanalyse mit SQL und Python',
      description: 'Beantworten Sie Geschäftsfragen mit Daten. Sie schreiben SQL-Abfragen auf echten Datenbanken und untersuchen und visualisieren die Ergebnisse anschließend in Python – für Analysen, auf deren Grundlage Ihre Stakeholder handeln können.',
      skills: ['SQL', 'Explorative Datenanalyse', 'pandas', 'Datenvisualisierung'],
    },
  ),
  'AI Strategy for Business Leaders': course(
    4,
    {
      title: 'Estrategia de IA para líderes empresariales',
      description: 'Un programa práctico para mandos y directivos: identifica los casos de uso de IA con más valor, evalúa la madurez de tus datos, construye un caso de negocio y lidera el cambio que la IA trae a los equipos.',
      skills: ['Estrategia de IA', 'Priorización de casos de uso', 'Casos de negocio', 'Gestión del cambio'],
    },
    {
      title: 'Stratégie IA pour dirigeants',
      description: 'Un programme concret pour managers et dirigeants : identifiez les cas d’usage de l’IA à plus forte valeur, évaluez la maturité de vos données, construisez un business case et conduisez le changement que l’IA apporte aux équipes.',
      skills: ['Stratégie IA', 'Priorisation des cas d’usage', 'Business case', 'Conduite du changement'],
    },
    {
      title: 'KI-Strategie für Führungskräfte',
      description: 'Ein praxisnahes Programm für Managerinnen, Manager und Geschäftsleitungen: Sie identifizieren KI-Anwendungsfälle mit hohem Nutzen, bewerten Ihre Datenreife, erstellen einen Business Case und führen Ihre Teams durch den Wandel, den KI mit sich bringt.',
      skills: ['KI-Strategie', 'Priorisierung von Anwendungsfällen', 'Business Cases', 'Change Management'],
    },
  ),
  'Deep Learning with PyTorch': course(
    10,
    {
      title: 'Deep learning con PyTorch',
      description: 'Construye y entrena redes neuronales con PyTorch: desde tensores y diferenciación automática hasta redes convolucionales y recurrentes, transfer learning y entrenamiento a escala en GPU.',
      skills: ['PyTorch', 'Redes neuronales', 'CNN', 'Transfer learning', 'Entrenamiento en GPU'],
    },
    {
      title: 'Deep learning avec PyTorch',
      description: 'Concevez et entraînez des réseaux de neurones avec PyTorch : des tenseurs et de la différentiation automatique aux réseaux convolutifs et récurrents, en passant par le transfer learning et l’entraînement à grande échelle sur GPU.',
      skills: ['PyTorch', 'Réseaux de neurones', 'CNN', 'Transfer learning', 'Entraînement sur GPU'],
    },
    {
      title: 'Deep Learning mit PyTorch',
      description: 'Bauen und trainieren Sie neuronale Netze mit PyTorch: von Tensoren und automatischer Differenzierung über Faltungs- und rekurrente Netze bis zu Transfer Learning und Training im großen Maßstab auf GPUs.',
      skills: ['PyTorch', 'Neuronale Netze', 'CNNs', 'Transfer Learning', 'GPU-Training'],
    },
  ),
  'Applied Statistics for Data Science': course(
    7,
    {
      title: 'Estadística aplicada a la ciencia de datos',
      description: 'La estadística que hay detrás de las buenas decisiones basadas en datos: probabilidad, muestreo, contrastes de hipótesis, tests A/B y modelos de regresión, con Python y datos reales de negocio.',
      skills: ['Probabilidad', 'Contraste de hipótesis', 'Tests A/B', 'Análisis de regresión'],
    },
    {
      title: 'Statistiques appliquées à la data science',
      description: 'Les statistiques derrière les bonnes décisions fondées sur les données : probabilités, échantillonnage, tests d’hypothèses, tests A/B et modèles de régression, enseignés avec Python et de vrais jeux de données d’entreprise.',
      skills: ['Probabilités', 'Tests d’hypothèses', 'Tests A/B', 'Analyse de régression'],
    },
    {
      title: 'Angewandte Statistik für Data Science',
      description: 'Die Statistik hinter fundierten Datenentscheidungen: Wahrscheinlichkeit, Stichproben, Hypothesentests, A/B-Tests und Regressionsmodelle – vermittelt mit Python und echten Unternehmensdaten.',
      skills: ['Wahrscheinlichkeitsrechnung', 'Hypothesentests', 'A/B-Tests', 'Regressionsanalyse'],
    },
  ),
  'Designing AI-Powered Products': course(
    6,
    {
      title: 'Diseño de productos con IA',
      description: 'Diseña experiencias con IA que la gente entienda y en las que confíe: métodos de investigación, patrones de interacción para resultados inciertos, explicabilidad y prototipos con modelos reales.',
      skills: ['Investigación UX', 'Diseño de interacción con IA', 'Prototipado', 'Explicabilidad'],
    },
    {
      title: 'Concevoir des produits propulsés par l’IA',
      description: 'Concevez des expériences autour de l’IA que les gens comprennent et auxquelles ils font confiance : méthodes de recherche, modèles d’interaction pour des résultats incertains, explicabilité et prototypage avec de vrais modèles.',
      skills: ['Recherche UX', 'Design d’interaction IA', 'Prototypage', 'Explicabilité'],
    },
    {
      title: 'KI-gestützte Produkte gestalten',
      description: 'Gestalten Sie KI-Erlebnisse, die Menschen verstehen und denen sie vertrauen: Forschungsmethoden, Interaktionsmuster für unsichere Ergebnisse, Erklärbarkeit und Prototyping mit echten Modellen.',
      skills: ['UX-Research', 'KI-Interaktionsdesign', 'Prototyping', 'Erklärbarkeit'],
    },
  ),
  'AI Product Management': course(
    6,
    {
      title: 'Gestión de producto con IA',
      description: 'Lleva productos de IA de la idea al lanzamiento: discovery, requisitos de datos y modelos, métricas de evaluación, trabajo con equipos de ML y gestión del riesgo y el coste tras el lanzamiento.',
      skills: ['Product discovery', 'Requisitos de ML', 'Métricas de evaluación de modelos', 'Hojas de ruta de IA'],
    },
    {
      title: 'Product management de l’IA',
      description: 'Menez vos produits d’IA de l’idée au lancement : discovery, exigences sur les données et les modèles, métriques d’évaluation, collaboration avec les équipes ML, et maîtrise des risques et des coûts après la mise en production.',
      skills: ['Product discovery', 'Exigences ML', 'Métriques d’évaluation', 'Feuilles de route IA'],
    },
    {
      title: 'KI-Produktmanagement',
      description: 'Bringen Sie KI-Produkte von der Idee bis zum Launch: Discovery, Anforderungen an Daten und Modelle, Bewertungsmetriken, Zusammenarbeit mit ML-Teams sowie Risiko- und Kostenmanagement nach dem Release.',
      skills: ['Product Discovery', 'ML-Anforderungen', 'Metriken zur Modellbewertung', 'KI-Roadmaps'],
    },
  ),
  'AI-Powered Marketing Analytics': course(
    5,
    {
      title: 'Analítica de marketing con IA',
      description: 'Usa machine learning para entender a tus clientes: segmentación, predicción de abandono, modelos de marketing mix y de atribución, e IA generativa para crear contenido a escala.',
      skills: ['Segmentación de clientes', 'Predicción de abandono', 'Modelos de atribución', 'Contenido generativo'],
    },
    {
      title: 'Marketing analytics avec l’IA',
      description: 'Utilisez le machine learning pour comprendre vos clients : segmentation, prédiction de l’attrition, modèles de mix marketing et d’attribution, et IA générative pour produire du contenu à grande échelle.',
      skills: ['Segmentation client', 'Prédiction de l’attrition', 'Modèles d’attribution', 'Contenu génératif'],
    },
    {
      title: 'KI-gestützte Marketing-Analytics',
      description: 'Verstehen Sie Ihre Kundschaft mit Machine Learning: Segmentierung, Churn-Prognose, Marketing-Mix- und Attributionsmodelle sowie generative KI für Content in großem Umfang.',
      skills: ['Kundensegmentierung', 'Churn-Prognose', 'Attributionsmodelle', 'Generativer Content'],
    },
  ),
  'Growth Marketing with AI Tools': course(
    4,
    {
      title: 'Growth marketing con herramientas de IA',
      description: 'Un curso práctico para profesionales del marketing: automatiza la investigación, personaliza campañas y optimiza anuncios con herramientas de IA del día a día, sin escribir código.',
      skills: ['Personalización de campañas', 'Copywriting con IA', 'Automatización de marketing'],
    },
    {
      title: 'Growth marketing avec les outils d’IA',
      description: 'Une formation pratique pour les marketeurs : automatisez vos études, personnalisez vos campagnes et optimisez vos publicités avec des outils d’IA du quotidien, sans écrire de code.',
      skills: ['Personnalisation de campagnes', 'Rédaction avec l’IA', 'Automatisation marketing'],
    },
    {
      title: 'Growth Marketing mit KI-Tools',
      description: 'Ein praxisnaher Kurs für Marketingfachleute: Automatisieren Sie Recherchen, personalisieren Sie Kampagnen und optimieren Sie Anzeigen mit alltäglichen KI-Tools – ganz ohne Programmierung.',
      skills: ['Kampagnenpersonalisierung', 'KI-Copywriting', 'Marketing-Automatisierung'],
    },
  ),
  'NLP and Large Language Model Applications': course(
    8,
    {
      title: 'Aplicaciones de PLN y grandes modelos de lenguaje',
      description: 'Crea aplicaciones sobre grandes modelos de lenguaje: embeddings, generación aumentada por recuperación (RAG), fine-tuning, evaluación y guardarraíles, del prototipo a un servicio en producción.',
      skills: ['Transformers', 'Embeddings', 'Generación aumentada por recuperación', 'Fine-tuning', 'Evaluación de LLM'],
    },
    {
      title: 'Applications du NLP et des grands modèles de langage',
      description: 'Développez des applications sur les grands modèles de langage : embeddings, génération augmentée par la recherche (RAG), fine-tuning, évaluation et garde-fous, du prototype au service en production.',
      skills: ['Transformers', 'Embeddings', 'Génération augmentée par la recherche', 'Fine-tuning', 'Évaluation des LLM'],
    },
    {
      title: 'NLP- und LLM-Anwendungen',
      description: 'Entwickeln Sie Anwendungen auf Basis großer Sprachmodelle: Embeddings, Retrieval-Augmented Generation, Fine-Tuning, Evaluierung und Guardrails – vom Prototyp bis zum produktiven Service.',
      skills: ['Transformer', 'Embeddings', 'Retrieval-Augmented Generation', 'Fine-Tuning', 'LLM-Evaluierung'],
    },
  ),
  'Computer Vision in Practice': course(
    9,
    {
      title: 'Visión artificial en la práctica',
      description: 'Detecta, segmenta y sigue objetos en imágenes y vídeo. Entrena modelos de visión modernos, prepara conjuntos de datos y despliega modelos en el edge para inferencia en tiempo real.',
      skills: ['Detección de objetos', 'Segmentación de imágenes', 'Etiquetado de datos', 'Despliegue en el edge'],
    },
    {
      title: 'La vision par ordinateur en pratique',
      description: 'Détectez, segmentez et suivez des objets dans des images et des vidéos. Entraînez des modèles de vision modernes, préparez vos jeux de données et déployez vos modèles en périphérie (edge) pour une inférence en temps réel.',
      skills: ['Détection d’objets', 'Segmentation d’images', 'Annotation de données', 'Déploiement en périphérie'],
    },
    {
      title: 'Computer Vision in der Praxis',
      description: 'Erkennen, segmentieren und verfolgen Sie Objekte in Bildern und Videos. Sie trainieren moderne Vision-Modelle, bereiten Datensätze auf und bringen Modelle für Echtzeit-Inferenz auf Edge-Geräte.',
      skills: ['Objekterkennung', 'Bildsegmentierung', 'Datenannotation', 'Edge-Deployment'],
    },
  ),
  'MLOps: Machine Learning in Production': course(
    8,
    {
      title: 'MLOps: machine learning en producción',
      description: 'Despliega y opera modelos con fiabilidad: pipelines reproducibles, registros de modelos, CI/CD para ML, serving, monitorización de la deriva y el coste de ejecutar modelos a escala.',
      skills: ['Pipelines de ML', 'Docker', 'Serving de modelos', 'Monitorización', 'CI/CD'],
    },
    {
      title: 'MLOps : le machine learning en production',
      description: 'Déployez et exploitez vos modèles de façon fiable : pipelines reproductibles, registres de modèles, CI/CD pour le ML, mise à disposition des modèles, supervision de la dérive et coût d’exploitation à grande échelle.',
      skills: ['Pipelines ML', 'Docker', 'Mise à disposition de modèles', 'Supervision', 'CI/CD'],
    },
    {
      title: 'MLOps: Machine Learning im Produktivbetrieb',
      description: 'Bringen Sie Modelle zuverlässig in Produktion und betreiben Sie sie: reproduzierbare Pipelines, Model Registries, CI/CD für ML, Model Serving, Monitoring von Drift und die Kosten des Betriebs im großen Maßstab.',
      skills: ['ML-Pipelines', 'Docker', 'Model Serving', 'Monitoring', 'CI/CD'],
    },
  ),
  'Time Series Forecasting': course(
    6,
    {
      title: 'Previsión de series temporales',
      description: 'Prevé la demanda, el tráfico y los precios con confianza: modelos clásicos, enfoques de machine learning y deep learning, y cómo evaluar y comunicar tus previsiones.',
      skills: ['Análisis de series temporales', 'ARIMA', 'Gradient boosting para previsión', 'Evaluación de previsiones'],
    },
    {
      title: 'Prévision de séries temporelles',
      description: 'Prévoyez la demande, le trafic et les prix en toute confiance : modèles classiques, approches de machine learning et de deep learning, et méthodes pour évaluer et présenter vos prévisions.',
      skills: ['Analyse de séries temporelles', 'ARIMA', 'Gradient boosting pour la prévision', 'Évaluation des prévisions'],
    },
    {
      title: 'Zeitreihenprognosen',
      description: 'Prognostizieren Sie Nachfrage, Verkehr und Preise mit Zuversicht: klassische Modelle, Ansätze aus Machine Learning und Deep Learning sowie die Bewertung und Kommunikation von Prognosen.',
      skills: ['Zeitreihenanalyse', 'ARIMA', 'Gradient Boosting für Prognosen', 'Prognosebewertung'],
    },
  ),
  'Reinforcement Learning and Autonomous Agents': course(
    12,
    {
      title: 'Aprendizaje por refuerzo y agentes autónomos',
      description: 'Domina los algoritmos de los agentes que aprenden actuando: métodos basados en valor y de gradiente de política, RL basado en modelos y su aplicación a problemas reales de control y decisión.',
      skills: ['Aprendizaje por refuerzo', 'Gradientes de política', 'Deep Q-networks', 'Simulación'],
    },
    {
      title: 'Apprentissage par renforcement et agents autonomes',
      description: 'Maîtrisez les algorithmes des agents qui apprennent en agissant : méthodes fondées sur la valeur et par gradient de politique, RL fondé sur un modèle, et leur application à de vrais problèmes de contrôle et de décision.',
      skills: ['Apprentissage par renforcement', 'Gradients de politique', 'Deep Q-networks', 'Simulation'],
    },
    {
      title: 'Reinforcement Learning und autonome Agenten',
      description: 'Beherrschen Sie die Algorithmen hinter Agenten, die durch Handeln lernen: wertbasierte und Policy-Gradient-Verfahren, modellbasiertes RL und deren Anwendung auf echte Steuerungs- und Entscheidungsprobleme.',
      skills: ['Reinforcement Learning', 'Policy Gradients', 'Deep Q-Networks', 'Simulation'],
    },
  ),
  'Distributed Training of Large Models': course(
    6,
    {
      title: 'Entrenamiento distribuido de grandes modelos',
      description: 'Entrena modelos que no caben en una sola GPU: paralelismo de datos, de tensores y de pipeline, optimización de memoria y ejecución eficiente de grandes entrenamientos en clústeres.',
      skills: ['Entrenamiento distribuido', 'Paralelismo de modelos', 'Clústeres de GPU', 'Perfilado de rendimiento'],
    },
    {
      title: 'Entraînement distribué de grands modèles',
      description: 'Entraînez des modèles qui ne tiennent pas sur un seul GPU : parallélisme de données, de tenseurs et de pipeline, optimisation de la mémoire et exécution efficace de grands entraînements sur des clusters.',
      skills: ['Entraînement distribué', 'Parallélisme de modèles', 'Clusters de GPU', 'Profilage des performances'],
    },
    {
      title: 'Verteiltes Training großer Modelle',
      description: 'Trainieren Sie Modelle, die nicht auf eine einzelne GPU passen: Daten-, Tensor- und Pipeline-Parallelität, Speicheroptimierung und der effiziente Betrieb großer Trainingsläufe auf Clustern.',
      skills: ['Verteiltes Training', 'Modellparallelität', 'GPU-Cluster', 'Performance-Profiling'],
    },
  ),
  'Quantum Machine Learning': course(
    8,
    {
      title: 'Machine learning cuántico',
      description: 'Un primer vistazo al machine learning en hardware cuántico: cúbits, circuitos variacionales y algoritmos híbridos. Este curso aún está en preparación.',
      skills: ['Computación cuántica', 'Circuitos variacionales'],
    },
    {
      title: 'Machine learning quantique',
      description: 'Un premier aperçu du machine learning sur matériel quantique : qubits, circuits variationnels et algorithmes hybrides. Cette formation est encore en préparation.',
      skills: ['Informatique quantique', 'Circuits variationnels'],
    },
    {
      title: 'Quanten-Machine-Learning',
      description: 'Ein früher Blick auf Machine Learning auf Quantenhardware: Qubits, variationelle Schaltkreise und hybride Algorithmen. Dieser Kurs befindet sich noch in Vorbereitung.',
      skills: ['Quantencomputing', 'Variationelle Schaltkreise'],
    },
  ),
};
