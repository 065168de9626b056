import { Types } from 'mongoose';
import { CourseModel } from '../modules/courses/course.model.js';
import { buildOutline, CreateCourseInput } from '../modules/courses/index.js';
import { LessonContentModel } from '../modules/courses/lesson-content.model.js';
import { SAMPLE_LESSONS, type SampleLessonsVersion, type SampleQuiz } from './course-lessons.seed.js';
import { SAMPLE_LESSONS_DE } from './course-lessons.de.seed.js';
import { SAMPLE_LESSONS_ES } from './course-lessons.es.seed.js';
import { SAMPLE_LESSONS_FR } from './course-lessons.fr.seed.js';
import { OUTLINE_TITLES } from './course-outline-titles.seed.js';
import { COURSE_TRANSLATIONS } from './course-translations.seed.js';
import { TRANSLATION_LANGUAGES, type TranslationLanguage, type Translations } from '../core/translations.js';
import type { CourseText } from '../modules/courses/course.model.js';

const INSTRUCTORS = {
  chen: { name: 'Dr. Sarah Chen', title: 'Principal Machine Learning Engineer', bio: 'Sarah has built recommendation and forecasting systems for retail and healthcare for 15 years and taught machine learning at two universities.' },
  johnson: { name: 'Marcus Johnson', title: 'Lead Data Scientist', bio: 'Marcus turns messy business data into decisions. He has led analytics teams in finance and logistics and loves teaching statistics with real data.' },
  raman: { name: 'Priya Raman', title: 'NLP Research Lead', bio: 'Priya works on language models and retrieval systems, and has shipped conversational assistants used by millions of people.' },
  okafor: { name: 'David Okafor', title: 'Staff MLOps Engineer', bio: 'David designs the platforms that take models from notebooks to production, with a focus on reliability, monitoring and cost.' },
  rossi: { name: 'Elena Rossi', title: 'Head of AI Product Design', bio: 'Elena designs AI-powered products people trust, combining UX research with a deep understanding of how models behave.' },
  whitaker: { name: 'James Whitaker', title: 'AI Strategy Partner', bio: 'James advises executive teams on AI strategy and governance, and has led transformation programmes in banking and manufacturing.' },
  patel: { name: 'Aisha Patel', title: 'Growth Marketing Director', bio: 'Aisha leads data-driven marketing teams and uses machine learning for segmentation, attribution and content at scale.' },
  alvarez: { name: 'Dr. Tomás Álvarez', title: 'Research Scientist, Reinforcement Learning', bio: 'Tomás researches decision-making agents and has applied reinforcement learning to robotics, energy and operations.' },
} as const;

type SampleCourse = {
  title: string;
  description: string;
  category: string;
  level: string;
  duration: string;
  price: number;
  discountPrice?: number;
  instructor: { name: string; title: string; bio: string };
  status?: string;
  certificate?: boolean;
  skills: string[];
  /** Title, description, duration and skills in Spanish, French and German (course-translations.seed.ts). */
  translations: Translations<CourseText>;
  modules: { title: string; translations: TitleVersions; lessons: SampleLesson[]; quiz?: SampleQuizVersions }[];
};

type Versions<T> = Partial<Record<TranslationLanguage, T>>;
type TitleVersions = Versions<{ title: string }>;

/** A lesson of the sample outline: its title, and for the lessons the samples teach, its text; each in every language. */
type SampleLesson = { title: string; translations: TitleVersions; content?: string; contentTranslations?: Versions<{ content: string }>; preview?: boolean };

/** The quiz with the versions of its title and of its questions (each with its options' texts, in order). */
type SampleQuizVersions = SampleQuiz & {
  translations: TitleVersions;
  questions: (SampleQuiz['questions'][number] & { translations: Versions<SampleLessonsVersion['questions'][number]> })[];
};

/** What the samples teach in Spanish, French and German, by the English course title. */
const LESSON_VERSIONS: Readonly<Record<TranslationLanguage, Readonly<Record<string, SampleLessonsVersion>>>> = { es: SAMPLE_LESSONS_ES, fr: SAMPLE_LESSONS_FR, de: SAMPLE_LESSONS_DE };

/** Each language's version that `read` finds (none where it finds nothing). */
function versions<T>(read: (language: TranslationLanguage) => T | undefined): Versions<T> {
  return Object.fromEntries(TRANSLATION_LANGUAGES.flatMap((language) => {
    const version = read(language);
    return version === undefined ? [] : [[language, version]];
  }));
}

/** A module's, lesson's or quiz's title in every language (course-outline-titles.seed.ts). */
const titleVersions = (title: string): TitleVersions => versions((language) => (OUTLINE_TITLES[title] ? { title: OUTLINE_TITLES[title][language] } : undefined));

/** The course's quiz with its questions' versions, matched by their place in the English. */
function quizVersions(course: string, quiz: SampleQuiz): SampleQuizVersions {
  return {
    ...quiz,
    translations: titleVersions(quiz.title),
    questions: quiz.questions.map((q, i) => ({ ...q, translations: versions((language) => LESSON_VERSIONS[language][course]?.questions[i]) })),
  };
}

/**
 * One row a course: title, category, level, duration, price (`[price, discount]` when discounted),
 * instructor and description; then the skills; then the outline, each module its title followed
 * by its lessons; last, what differs from the defaults (a draft, no certificate).
 */
type CourseRow = [
  title: string,
  category: string,
  level: string,
  duration: string,
  price: number | [number, number],
  instructor: keyof typeof INSTRUCTORS,
  description: string,
  skills: string[],
  outline: [title: string, ...lessons: string[]][],
  extra?: Pick<SampleCourse, 'status' | 'certificate'>,
];

function sampleCourse([title, category, level, duration, price, instructor, description, skills, outline, extra]: CourseRow): SampleCourse {
  const [full, discount] = typeof price === 'number' ? [price, undefined] : price;
  return {
    title,
    description,
    category,
    level,
    duration,
    price: full,
    ...(discount === undefined ? {} : { discountPrice: discount }),
    instructor: INSTRUCTORS[instructor],
    ...extra,
    skills,
    translations: COURSE_TRANSLATIONS[title] ?? {},
    modules: withLessons(title, outline),
  };
}

/**
 * The outline with what the course teaches (course-lessons.seed.ts): the text of the lessons
 * written so far, the first one a free preview, and the quiz that ends the first module; titles,
 * texts and questions with their Spanish, French and German versions.
 */
function withLessons(title: string, outline: CourseRow[8]): SampleCourse['modules'] {
  const taught = SAMPLE_LESSONS[title];
  let first = true;
  return outline.map(([moduleTitle, ...lessons], index) => ({
    title: moduleTitle,
    translations: titleVersions(moduleTitle),
    lessons: lessons.map((lesson) => {
      const translations = titleVersions(lesson);
      const content = taught?.lessons[lesson];
      if (content === undefined) return { title: lesson, translations };
      const preview = first;
      first = false;
      const contentTranslations = versions((language) => {
        const text = LESSON_VERSIONS[language][title]?.lessons[lesson];
        return text ? { content: text } : undefined;
      });
      return { title: lesson, translations, content, contentTranslations, preview };
    }),
    ...(index === 0 && taught ? { quiz: quizVersions(title, taught.quiz) } : {}),
  }));
}

/**
 * A sample catalog, so a newcomer sees a living Courses page: every category and level, modules
 * with lessons, skills, a free course, discounts, and one draft that guests never see. Ratings
 * and learner counts start at zero: they are facts that only real learners create.
 */
const COURSE_ROWS: CourseRow[] = [
  ['Introduction to Generative AI', 'ai-ml', 'beginner', '3 weeks', 0, 'raman', 'A friendly first look at generative AI: what large language models and image generators can and cannot do, how to write effective prompts, and how to use these tools safely at work.',
    ['Prompt engineering', 'Generative AI literacy', 'Responsible AI use'],
    [['How generative models work', 'From autocomplete to language models', 'Images, audio and video generation', 'Limits and hallucinations'], ['Prompting that works', 'Instructions, context and examples', 'Iterating on prompts', 'Prompt patterns for everyday tasks'], ['Using AI responsibly', 'Privacy and confidential data', 'Bias and fairness', 'Checking and citing AI output']]],
  ['Python for AI and Data', 'programming', 'beginner', '6 weeks', [199, 149], 'chen', 'Learn Python from scratch with the libraries every AI practitioner uses: NumPy, pandas and Matplotlib. You will finish by cleaning and analysing a real dataset end to end.',
    ['Python', 'NumPy', 'pandas', 'Data cleaning'],
    [['Python essentials', 'Variables, types and control flow', 'Functions and modules', 'Working with files'], ['Numerical computing with NumPy', 'Arrays and vectorisation', 'Broadcasting', 'Random numbers and simulation'], ['Data wrangling with pandas', 'DataFrames and Series', 'Filtering, grouping and joining', 'Handling missing data'], ['Visualising data', 'Plots with Matplotlib', 'Telling a story with charts'], ['Capstone: analyse a real dataset', 'Framing the question', 'From raw data to insight', 'Presenting your findings']]],
  ['Machine Learning Fundamentals', 'ai-ml', 'beginner', '8 weeks', [299, 249], 'chen', 'The core ideas of machine learning, built up step by step: regression, classification, model evaluation and feature engineering, with hands-on projects in scikit-learn.',
    ['scikit-learn', 'Regression', 'Classification', 'Model evaluation', 'Feature engineering'],
    [['What machine learning is', 'Supervised and unsupervised learning', 'The machine learning workflow'], ['Regression', 'Linear regression', 'Regularisation', 'Predicting house prices'], ['Classification', 'Logistic regression', 'Decision trees and random forests', 'Gradient boosting'], ['Evaluating models', 'Train, validation and test sets', 'Cross-validation', 'Precision, recall and ROC curves'], ['Feature engineering', 'Encoding categories', 'Scaling and transformations', 'Pipelines']]],
  ['Data Analysis with SQL and Python', 'data-science', 'beginner', '5 weeks', 149, 'johnson', 'Answer business questions with data. Write SQL queries against real databases, then explore and visualise the results in Python to produce analyses stakeholders can act on.',
    ['SQL', 'Exploratory data analysis', 'pandas', 'Data visualisation'],
    [['SQL foundations', 'SELECT, WHERE and ORDER BY', 'Aggregations and GROUP BY', 'Joins'], ['Analytical SQL', 'Window functions', 'Common table expressions', 'Cohort analysis'], ['Exploratory analysis in Python', 'Loading query results', 'Summaries and distributions', 'Finding outliers'], ['Communicating results', 'Choosing the right chart', 'Writing an analysis brief']]],
  ['AI Strategy for Business Leaders', 'business', 'beginner', '4 weeks', 399, 'whitaker', 'A practical programme for managers and executives: identify high-value AI use cases, assess data readiness, build a business case and lead the change AI brings to teams.',
    ['AI strategy', 'Use-case prioritisation', 'Business cases', 'Change management'],
    [['AI in business today', 'What AI is good at', 'Case studies across industries'], ['Finding the right use cases', 'Value and feasibility', 'Data readiness assessment', 'Build, buy or partner'], ['The business case', 'Costs, benefits and risks', 'Measuring success'], ['Leading the change', 'Teams and skills', 'Governance and responsible AI']]],
  ['Deep Learning with PyTorch', 'ai-ml', 'intermediate', '10 weeks', [449, 379], 'chen', 'Build and train neural networks with PyTorch: from tensors and automatic differentiation to convolutional and recurrent networks, transfer learning and training at scale on GPUs.',
    ['PyTorch', 'Neural networks', 'CNNs', 'Transfer learning', 'GPU training'],
    [['Tensors and autograd', 'Tensors on CPU and GPU', 'Automatic differentiation', 'Your first training loop'], ['Neural network building blocks', 'Layers and activations', 'Loss functions and optimisers', 'Regularisation and dropout'], ['Convolutional networks', 'Convolutions and pooling', 'Image classification', 'Data augmentation'], ['Sequence models', 'Recurrent networks', 'Attention'], ['Transfer learning', 'Pretrained models', 'Fine-tuning strategies'], ['Training at scale', 'Mixed precision', 'Experiment tracking', 'Debugging training runs']]],
  ['Applied Statistics for Data Science', 'data-science', 'intermediate', '7 weeks', 249, 'johnson', 'The statistics behind sound data decisions: probability, sampling, hypothesis tests, A/B testing and regression modelling, taught with Python and real business datasets.',
    ['Probability', 'Hypothesis testing', 'A/B testing', 'Regression analysis'],
    [['Probability and distributions', 'Random variables', 'Common distributions', 'The central limit theorem'], ['Inference', 'Confidence intervals', 'Hypothesis tests', 'p-values and their pitfalls'], ['Experiments', 'Designing an A/B test', 'Sample sizes and power', 'Reading results correctly'], ['Regression modelling', 'Multiple regression', 'Interpreting coefficients', 'Diagnostics']]],
  ['Designing AI-Powered Products', 'design', 'intermediate', '6 weeks', 279, 'rossi', 'Design experiences around AI that people understand and trust: research methods, interaction patterns for uncertain outputs, explainability and prototyping with real models.',
    ['UX research', 'AI interaction design', 'Prototyping', 'Explainability'],
    [['Designing with uncertainty', 'How models fail', 'Setting expectations'], ['Interaction patterns', 'Suggestions and autocomplete', 'Conversational interfaces', 'Human in the loop'], ['Trust and explainability', 'Explaining predictions', 'Feedback and correction'], ['Prototyping with real models', 'No-code prototypes', 'Testing with users']]],
  ['AI Product Management', 'business', 'intermediate', '6 weeks', [449, 399], 'whitaker', 'Take AI products from idea to launch: discovery, data and model requirements, evaluation metrics, working with ML teams, and managing risk and cost after release.',
    ['Product discovery', 'ML requirements', 'Model evaluation metrics', 'AI roadmaps'],
    [['Discovery for AI products', 'Problems worth solving with AI', 'Validating with data'], ['Working with ML teams', 'Requirements for data and models', 'Evaluation metrics that matter'], ['Launch and iterate', 'Pilots and rollouts', 'Monitoring in production', 'Managing cost']]],
  ['AI-Powered Marketing Analytics', 'marketing', 'intermediate', '5 weeks', [299, 249], 'patel', 'Use machine learning to understand customers: segmentation, churn prediction, marketing mix and attribution models, and generative AI for content at scale.',
    ['Customer segmentation', 'Churn prediction', 'Attribution modelling', 'Generative content'],
    [['Customer data foundations', 'Collecting first-party data', 'Building a customer view'], ['Segmentation and prediction', 'Clustering customers', 'Predicting churn', 'Lifetime value'], ['Measuring marketing', 'Attribution models', 'Marketing mix modelling'], ['Content with generative AI', 'Brand-safe generation', 'Testing creative at scale']]],
  ['Growth Marketing with AI Tools', 'marketing', 'beginner', '4 weeks', 129, 'patel', 'A hands-on course for marketers: automate research, personalise campaigns and optimise ads with everyday AI tools, without writing code.',
    ['Campaign personalisation', 'AI copywriting', 'Marketing automation'],
    [['AI for market research', 'Competitor analysis', 'Audience insights'], ['Personalised campaigns', 'Email personalisation', 'Landing page variants'], ['Optimising ads', 'Creative testing', 'Budget allocation']], { certificate: false }],
  ['NLP and Large Language Model Applications', 'ai-ml', 'advanced', '8 weeks', [549, 479], 'raman', 'Build applications on large language models: embeddings, retrieval-augmented generation, fine-tuning, evaluation and guardrails, from prototype to a production service.',
    ['Transformers', 'Embeddings', 'Retrieval-augmented generation', 'Fine-tuning', 'LLM evaluation'],
    [['Transformers in depth', 'Tokenisation', 'Self-attention', 'Pretraining objectives'], ['Embeddings and search', 'Sentence embeddings', 'Vector databases', 'Hybrid search'], ['Retrieval-augmented generation', 'Chunking and indexing', 'Prompt assembly', 'Citations'], ['Fine-tuning', 'Instruction tuning', 'Parameter-efficient methods'], ['Evaluation and guardrails', 'Offline evaluation', 'Safety filters', 'Monitoring in production']]],
  ['Computer Vision in Practice', 'ai-ml', 'advanced', '9 weeks', 529, 'chen', 'Detect, segment and track objects in images and video. Train modern vision models, prepare datasets and deploy models to the edge for real-time inference.',
    ['Object detection', 'Image segmentation', 'Dataset labelling', 'Edge deployment'],
    [['Vision datasets', 'Collecting and labelling images', 'Dataset quality'], ['Detection and segmentation', 'Single-stage detectors', 'Instance segmentation', 'Evaluation metrics'], ['Video', 'Tracking objects', 'Action recognition'], ['Deployment', 'Model compression', 'Edge devices', 'Real-time pipelines']]],
  ['MLOps: Machine Learning in Production', 'programming', 'advanced', '8 weeks', 499, 'okafor', 'Ship and operate models reliably: reproducible pipelines, model registries, CI/CD for ML, serving, monitoring for drift and the cost of running models at scale.',
    ['ML pipelines', 'Docker', 'Model serving', 'Monitoring', 'CI/CD'],
    [['Reproducible ML', 'Versioning data and models', 'Experiment tracking'], ['Pipelines', 'Orchestrating training', 'Feature stores'], ['Serving models', 'Batch and online inference', 'Containers and scaling'], ['Operating models', 'Monitoring and drift', 'Retraining strategies', 'Cost control']]],
  ['Time Series Forecasting', 'data-science', 'advanced', '6 weeks', 399, 'johnson', 'Forecast demand, traffic and prices with confidence: classical models, machine learning and deep learning approaches, and how to evaluate and communicate forecasts.',
    ['Time series analysis', 'ARIMA', 'Gradient boosting for forecasting', 'Forecast evaluation'],
    [['Time series foundations', 'Trend and seasonality', 'Stationarity'], ['Classical models', 'Exponential smoothing', 'ARIMA'], ['Machine learning forecasts', 'Feature engineering for time', 'Gradient boosting', 'Neural forecasters'], ['Forecasts people trust', 'Backtesting', 'Prediction intervals']]],
  ['Reinforcement Learning and Autonomous Agents', 'ai-ml', 'expert', '12 weeks', [699, 599], 'alvarez', 'Master the algorithms behind agents that learn by acting: value-based and policy-gradient methods, model-based RL and applying them to real control and decision problems.',
    ['Reinforcement learning', 'Policy gradients', 'Deep Q-networks', 'Simulation'],
    [['Foundations', 'Markov decision processes', 'Dynamic programming'], ['Value-based methods', 'Q-learning', 'Deep Q-networks'], ['Policy methods', 'Policy gradients', 'Actor-critic', 'Proximal policy optimisation'], ['Model-based RL', 'Learning world models', 'Planning'], ['Real-world agents', 'Simulation to reality', 'Safety constraints']]],
  ['Distributed Training of Large Models', 'programming', 'expert', '6 weeks', 649, 'okafor', 'Train models that do not fit on one GPU: data, tensor and pipeline parallelism, memory optimisation and running large training jobs efficiently on clusters.',
    ['Distributed training', 'Model parallelism', 'GPU clusters', 'Performance profiling'],
    [['Parallelism strategies', 'Data parallelism', 'Tensor parallelism', 'Pipeline parallelism'], ['Memory optimisation', 'Sharded optimisers', 'Activation checkpointing'], ['Running at scale', 'Cluster scheduling', 'Fault tolerance', 'Profiling']]],
  ['Quantum Machine Learning', 'ai-ml', 'expert', '8 weeks', 799, 'alvarez', 'An early look at machine learning on quantum hardware: qubits, variational circuits and hybrid algorithms. This course is still being prepared.',
    ['Quantum computing', 'Variational circuits'],
    [['Quantum computing basics', 'Qubits and gates', 'Measurement', 'Superposition and entanglement']], { status: 'draft' }],
];

export const SAMPLE_COURSES: SampleCourse[] = COURSE_ROWS.map(sampleCourse);

export async function seedCourses(): Promise<void> {
  // Through the same validation as the admin form, so the sample data follows the same rules.
  // The catalog lists the newest first: the first sample gets the latest time, one minute apart.
  const now = Date.now();
  const contents: { _id: Types.ObjectId; course: Types.ObjectId; content?: string; translations?: unknown }[] = [];
  const docs = await Promise.all(
    SAMPLE_COURSES.map(async (sample, index) => {
      const course = CreateCourseInput.parse(sample);
      const at = new Date(now - index * 60_000);
      const _id = new Types.ObjectId();
      // The same outline rules as the course builder: lesson ids, reading times, the quiz's ids.
      const outline = await buildOutline(course.modules, null);
      for (const [lessonId, text] of outline.contents) contents.push({ _id: new Types.ObjectId(lessonId), course: _id, ...text });
      return { ...course, _id, modules: outline.modules, createdAt: at, updatedAt: at };
    }),
  );
  await CourseModel.insertMany(docs, { timestamps: false });
  await LessonContentModel.insertMany(contents);
}
