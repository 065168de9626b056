import { Types } from 'mongoose';
import { CourseModel } from '../modules/courses/course.model.js';
import { CreateCourseInput } from '../modules/courses/course.validation.js';

/**
 * A sample catalog, so a newcomer sees a living Courses page: every category and level, modules
 * with lessons, skills, a free course, discounts, and one draft that guests never see. Ratings
 * and learner counts start at zero: they are facts that only real learners create.
 */
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
  modules: { title: string; lessons: string[] }[];
};

export const SAMPLE_COURSES: SampleCourse[] = [
  {
    title: 'Introduction to Generative AI',
    description: 'A friendly first look at generative AI: what large language models and image generators can and cannot do, how to write effective prompts, and how to use these tools safely at work.',
    category: 'ai-ml',
    level: 'beginner',
    duration: '3 weeks',
    price: 0,
    instructor: INSTRUCTORS.raman,
    skills: ['Prompt engineering', 'Generative AI literacy', 'Responsible AI use'],
    modules: [
      { title: 'How generative models work', lessons: ['From autocomplete to language models', 'Images, audio and video generation', 'Limits and hallucinations'] },
      { title: 'Prompting that works', lessons: ['Instructions, context and examples', 'Iterating on prompts', 'Prompt patterns for everyday tasks'] },
      { title: 'Using AI responsibly', lessons: ['Privacy and confidential data', 'Bias and fairness', 'Checking and citing AI output'] },
    ],
  },
  {
    title: 'Python for AI and Data',
    description: 'Learn Python from scratch with the libraries every AI practitioner uses: NumPy, pandas and Matplotlib. You will finish by cleaning and analysing a real dataset end to end.',
    category: 'programming',
    level: 'beginner',
    duration: '6 weeks',
    price: 199,
    discountPrice: 149,
    instructor: INSTRUCTORS.chen,
    skills: ['Python', 'NumPy', 'pandas', 'Data cleaning'],
    modules: [
      { title: 'Python essentials', lessons: ['Variables, types and control flow', 'Functions and modules', 'Working with files'] },
      { title: 'Numerical computing with NumPy', lessons: ['Arrays and vectorisation', 'Broadcasting', 'Random numbers and simulation'] },
      { title: 'Data wrangling with pandas', lessons: ['DataFrames and Series', 'Filtering, grouping and joining', 'Handling missing data'] },
      { title: 'Visualising data', lessons: ['Plots with Matplotlib', 'Telling a story with charts'] },
      { title: 'Capstone: analyse a real dataset', lessons: ['Framing the question', 'From raw data to insight', 'Presenting your findings'] },
    ],
  },
  {
    title: 'Machine Learning Fundamentals',
    description: 'The core ideas of machine learning, built up step by step: regression, classification, model evaluation and feature engineering, with hands-on projects in scikit-learn.',
    category: 'ai-ml',
    level: 'beginner',
    duration: '8 weeks',
    price: 299,
    discountPrice: 249,
    instructor: INSTRUCTORS.chen,
    skills: ['scikit-learn', 'Regression', 'Classification', 'Model evaluation', 'Feature engineering'],
    modules: [
      { title: 'What machine learning is', lessons: ['Supervised and unsupervised learning', 'The machine learning workflow'] },
      { title: 'Regression', lessons: ['Linear regression', 'Regularisation', 'Predicting house prices'] },
      { title: 'Classification', lessons: ['Logistic regression', 'Decision trees and random forests', 'Gradient boosting'] },
      { title: 'Evaluating models', lessons: ['Train, validation and test sets', 'Cross-validation', 'Precision, recall and ROC curves'] },
      { title: 'Feature engineering', lessons: ['Encoding categories', 'Scaling and transformations', 'Pipelines'] },
    ],
  },
  {
    title: 'Data Analysis with SQL and Python',
    description: 'Answer business questions with data. Write SQL queries against real databases, then explore and visualise the results in Python to produce analyses stakeholders can act on.',
    category: 'data-science',
    level: 'beginner',
    duration: '5 weeks',
    price: 149,
    instructor: INSTRUCTORS.johnson,
    skills: ['SQL', 'Exploratory data analysis', 'pandas', 'Data visualisation'],
    modules: [
      { title: 'SQL foundations', lessons: ['SELECT, WHERE and ORDER BY', 'Aggregations and GROUP BY', 'Joins'] },
      { title: 'Analytical SQL', lessons: ['Window functions', 'Common table expressions', 'Cohort analysis'] },
      { title: 'Exploratory analysis in Python', lessons: ['Loading query results', 'Summaries and distributions', 'Finding outliers'] },
      { title: 'Communicating results', lessons: ['Choosing the right chart', 'Writing an analysis brief'] },
    ],
  },
  {
    title: 'AI Strategy for Business Leaders',
    description: 'A practical programme for managers and executives: identify high-value AI use cases, assess data readiness, build a business case and lead the change AI brings to teams.',
    category: 'business',
    level: 'beginner',
    duration: '4 weeks',
    price: 399,
    instructor: INSTRUCTORS.whitaker,
    skills: ['AI strategy', 'Use-case prioritisation', 'Business cases', 'Change management'],
    modules: [
      { title: 'AI in business today', lessons: ['What AI is good at', 'Case studies across industries'] },
      { title: 'Finding the right use cases', lessons: ['Value and feasibility', 'Data readiness assessment', 'Build, buy or partner'] },
      { title: 'The business case', lessons: ['Costs, benefits and risks', 'Measuring success'] },
      { title: 'Leading the change', lessons: ['Teams and skills', 'Governance and responsible AI'] },
    ],
  },
  {
    title: 'Deep Learning with PyTorch',
    description: 'Build and train neural networks with PyTorch: from tensors and automatic differentiation to convolutional and recurrent networks, transfer learning and training at scale on GPUs.',
    category: 'ai-ml',
    level: 'intermediate',
    duration: '10 weeks',
    price: 449,
    discountPrice: 379,
    instructor: INSTRUCTORS.chen,
    skills: ['PyTorch', 'Neural networks', 'CNNs', 'Transfer learning', 'GPU training'],
    modules: [
      { title: 'Tensors and autograd', lessons: ['Tensors on CPU and GPU', 'Automatic differentiation', 'Your first training loop'] },
      { title: 'Neural network building blocks', lessons: ['Layers and activations', 'Loss functions and optimisers', 'Regularisation and dropout'] },
      { title: 'Convolutional networks', lessons: ['Convolutions and pooling', 'Image classification', 'Data augmentation'] },
      { title: 'Sequence models', lessons: ['Recurrent networks', 'Attention'] },
      { title: 'Transfer learning', lessons: ['Pretrained models', 'Fine-tuning strategies'] },
      { title: 'Training at scale', lessons: ['Mixed precision', 'Experiment tracking', 'Debugging training runs'] },
    ],
  },
  {
    title: 'Applied Statistics for Data Science',
    description: 'The statistics behind sound data decisions: probability, sampling, hypothesis tests, A/B testing and regression modelling, taught with Python and real business datasets.',
    category: 'data-science',
    level: 'intermediate',
    duration: '7 weeks',
    price: 249,
    instructor: INSTRUCTORS.johnson,
    skills: ['Probability', 'Hypothesis testing', 'A/B testing', 'Regression analysis'],
    modules: [
      { title: 'Probability and distributions', lessons: ['Random variables', 'Common distributions', 'The central limit theorem'] },
      { title: 'Inference', lessons: ['Confidence intervals', 'Hypothesis tests', 'p-values and their pitfalls'] },
      { title: 'Experiments', lessons: ['Designing an A/B test', 'Sample sizes and power', 'Reading results correctly'] },
      { title: 'Regression modelling', lessons: ['Multiple regression', 'Interpreting coefficients', 'Diagnostics'] },
    ],
  },
  {
    title: 'Designing AI-Powered Products',
    description: 'Design experiences around AI that people understand and trust: research methods, interaction patterns for uncertain outputs, explainability and prototyping with real models.',
    category: 'design',
    level: 'intermediate',
    duration: '6 weeks',
    price: 279,
    instructor: INSTRUCTORS.rossi,
    skills: ['UX research', 'AI interaction design', 'Prototyping', 'Explainability'],
    modules: [
      { title: 'Designing with uncertainty', lessons: ['How models fail', 'Setting expectations'] },
      { title: 'Interaction patterns', lessons: ['Suggestions and autocomplete', 'Conversational interfaces', 'Human in the loop'] },
      { title: 'Trust and explainability', lessons: ['Explaining predictions', 'Feedback and correction'] },
      { title: 'Prototyping with real models', lessons: ['No-code prototypes', 'Testing with users'] },
    ],
  },
  {
    title: 'AI Product Management',
    description: 'Take AI products from idea to launch: discovery, data and model requirements, evaluation metrics, working with ML teams, and managing risk and cost after release.',
    category: 'business',
    level: 'intermediate',
    duration: '6 weeks',
    price: 449,
    discountPrice: 399,
    instructor: INSTRUCTORS.whitaker,
    skills: ['Product discovery', 'ML requirements', 'Model evaluation metrics', 'AI roadmaps'],
    modules: [
      { title: 'Discovery for AI products', lessons: ['Problems worth solving with AI', 'Validating with data'] },
      { title: 'Working with ML teams', lessons: ['Requirements for data and models', 'Evaluation metrics that matter'] },
      { title: 'Launch and iterate', lessons: ['Pilots and rollouts', 'Monitoring in production', 'Managing cost'] },
    ],
  },
  {
    title: 'AI-Powered Marketing Analytics',
    description: 'Use machine learning to understand customers: segmentation, churn prediction, marketing mix and attribution models, and generative AI for content at scale.',
    category: 'marketing',
    level: 'intermediate',
    duration: '5 weeks',
    price: 299,
    discountPrice: 249,
    instructor: INSTRUCTORS.patel,
    skills: ['Customer segmentation', 'Churn prediction', 'Attribution modelling', 'Generative content'],
    modules: [
      { title: 'Customer data foundations', lessons: ['Collecting first-party data', 'Building a customer view'] },
      { title: 'Segmentation and prediction', lessons: ['Clustering customers', 'Predicting churn', 'Lifetime value'] },
      { title: 'Measuring marketing', lessons: ['Attribution models', 'Marketing mix modelling'] },
      { title: 'Content with generative AI', lessons: ['Brand-safe generation', 'Testing creative at scale'] },
    ],
  },
  {
    title: 'Growth Marketing with AI Tools',
    description: 'A hands-on course for marketers: automate research, personalise campaigns and optimise ads with everyday AI tools, without writing code.',
    category: 'marketing',
    level: 'beginner',
    duration: '4 weeks',
    price: 129,
    instructor: INSTRUCTORS.patel,
    certificate: false,
    skills: ['Campaign personalisation', 'AI copywriting', 'Marketing automation'],
    modules: [
      { title: 'AI for market research', lessons: ['Competitor analysis', 'Audience insights'] },
      { title: 'Personalised campaigns', lessons: ['Email personalisation', 'Landing page variants'] },
      { title: 'Optimising ads', lessons: ['Creative testing', 'Budget allocation'] },
    ],
  },
  {
    title: 'NLP and Large Language Model Applications',
    description: 'Build applications on large language models: embeddings, retrieval-augmented generation, fine-tuning, evaluation and guardrails, from prototype to a production service.',
    category: 'ai-ml',
    level: 'advanced',
    duration: '8 weeks',
    price: 549,
    discountPrice: 479,
    instructor: INSTRUCTORS.raman,
    skills: ['Transformers', 'Embeddings', 'Retrieval-augmented generation', 'Fine-tuning', 'LLM evaluation'],
    modules: [
      { title: 'Transformers in depth', lessons: ['Tokenisation', 'Self-attention', 'Pretraining objectives'] },
      { title: 'Embeddings and search', lessons: ['Sentence embeddings', 'Vector databases', 'Hybrid search'] },
      { title: 'Retrieval-augmented generation', lessons: ['Chunking and indexing', 'Prompt assembly', 'Citations'] },
      { title: 'Fine-tuning', lessons: ['Instruction tuning', 'Parameter-efficient methods'] },
      { title: 'Evaluation and guardrails', lessons: ['Offline evaluation', 'Safety filters', 'Monitoring in production'] },
    ],
  },
  {
    title: 'Computer Vision in Practice',
    description: 'Detect, segment and track objects in images and video. Train modern vision models, prepare datasets and deploy models to the edge for real-time inference.',
    category: 'ai-ml',
    level: 'advanced',
    duration: '9 weeks',
    price: 529,
    instructor: INSTRUCTORS.chen,
    skills: ['Object detection', 'Image segmentation', 'Dataset labelling', 'Edge deployment'],
    modules: [
      { title: 'Vision datasets', lessons: ['Collecting and labelling images', 'Dataset quality'] },
      { title: 'Detection and segmentation', lessons: ['Single-stage detectors', 'Instance segmentation', 'Evaluation metrics'] },
      { title: 'Video', lessons: ['Tracking objects', 'Action recognition'] },
      { title: 'Deployment', lessons: ['Model compression', 'Edge devices', 'Real-time pipelines'] },
    ],
  },
  {
    title: 'MLOps: Machine Learning in Production',
    description: 'Ship and operate models reliably: reproducible pipelines, model registries, CI/CD for ML, serving, monitoring for drift and the cost of running models at scale.',
    category: 'programming',
    level: 'advanced',
    duration: '8 weeks',
    price: 499,
    instructor: INSTRUCTORS.okafor,
    skills: ['ML pipelines', 'Docker', 'Model serving', 'Monitoring', 'CI/CD'],
    modules: [
      { title: 'Reproducible ML', lessons: ['Versioning data and models', 'Experiment tracking'] },
      { title: 'Pipelines', lessons: ['Orchestrating training', 'Feature stores'] },
      { title: 'Serving models', lessons: ['Batch and online inference', 'Containers and scaling'] },
      { title: 'Operating models', lessons: ['Monitoring and drift', 'Retraining strategies', 'Cost control'] },
    ],
  },
  {
    title: 'Time Series Forecasting',
    description: 'Forecast demand, traffic and prices with confidence: classical models, machine learning and deep learning approaches, and how to evaluate and communicate forecasts.',
    category: 'data-science',
    level: 'advanced',
    duration: '6 weeks',
    price: 399,
    instructor: INSTRUCTORS.johnson,
    skills: ['Time series analysis', 'ARIMA', 'Gradient boosting for forecasting', 'Forecast evaluation'],
    modules: [
      { title: 'Time series foundations', lessons: ['Trend and seasonality', 'Stationarity'] },
      { title: 'Classical models', lessons: ['Exponential smoothing', 'ARIMA'] },
      { title: 'Machine learning forecasts', lessons: ['Feature engineering for time', 'Gradient boosting', 'Neural forecasters'] },
      { title: 'Forecasts people trust', lessons: ['Backtesting', 'Prediction intervals'] },
    ],
  },
  {
    title: 'Reinforcement Learning and Autonomous Agents',
    description: 'Master the algorithms behind agents that learn by acting: value-based and policy-gradient methods, model-based RL and applying them to real control and decision problems.',
    category: 'ai-ml',
    level: 'expert',
    duration: '12 weeks',
    price: 699,
    discountPrice: 599,
    instructor: INSTRUCTORS.alvarez,
    skills: ['Reinforcement learning', 'Policy gradients', 'Deep Q-networks', 'Simulation'],
    modules: [
      { title: 'Foundations', lessons: ['Markov decision processes', 'Dynamic programming'] },
      { title: 'Value-based methods', lessons: ['Q-learning', 'Deep Q-networks'] },
      { title: 'Policy methods', lessons: ['Policy gradients', 'Actor-critic', 'Proximal policy optimisation'] },
      { title: 'Model-based RL', lessons: ['Learning world models', 'Planning'] },
      { title: 'Real-world agents', lessons: ['Simulation to reality', 'Safety constraints'] },
    ],
  },
  {
    title: 'Distributed Training of Large Models',
    description: 'Train models that do not fit on one GPU: data, tensor and pipeline parallelism, memory optimisation and running large training jobs efficiently on clusters.',
    category: 'programming',
    level: 'expert',
    duration: '6 weeks',
    price: 649,
    instructor: INSTRUCTORS.okafor,
    skills: ['Distributed training', 'Model parallelism', 'GPU clusters', 'Performance profiling'],
    modules: [
      { title: 'Parallelism strategies', lessons: ['Data parallelism', 'Tensor parallelism', 'Pipeline parallelism'] },
      { title: 'Memory optimisation', lessons: ['Sharded optimisers', 'Activation checkpointing'] },
      { title: 'Running at scale', lessons: ['Cluster scheduling', 'Fault tolerance', 'Profiling'] },
    ],
  },
  {
    title: 'Quantum Machine Learning',
    description: 'An early look at machine learning on quantum hardware: qubits, variational circuits and hybrid algorithms. This course is still being prepared.',
    category: 'ai-ml',
    level: 'expert',
    duration: '8 weeks',
    price: 799,
    instructor: INSTRUCTORS.alvarez,
    status: 'draft',
    skills: ['Quantum computing', 'Variational circuits'],
    modules: [{ title: 'Quantum computing basics', lessons: ['Qubits and gates', 'Measurement'] }],
  },
];

export async function seedCourses(): Promise<void> {
  // Through the same validation as the admin form, so the sample data follows the same rules.
  // The catalog lists the newest first: the first sample gets the latest time, one minute apart.
  const now = Date.now();
  const docs = SAMPLE_COURSES.map((sample, index) => {
    const course = CreateCourseInput.parse(sample);
    const at = new Date(now - index * 60_000);
    return { ...course, modules: course.modules.map((m) => ({ _id: new Types.ObjectId(), title: m.title, lessons: m.lessons })), createdAt: at, updatedAt: at };
  });
  await CourseModel.insertMany(docs, { timestamps: false });
}
