import { ServiceModel } from '../modules/services/service.model.js';

/** Sample services, so a newcomer sees a living site; one draft shows what guests never see. */
export const SAMPLE_SERVICES = [
  {
    title: 'AI Strategy Consulting',
    shortDescription: 'A clear roadmap from AI ambition to measurable business value.',
    description:
      'We assess your data, processes and teams, identify the use cases with the highest return, and build a pragmatic roadmap with budgets, milestones and governance so AI delivers results instead of experiments.',
    icon: '🧭',
    features: ['AI readiness assessment', 'Use-case discovery workshops', 'ROI and risk analysis', 'Implementation roadmap', 'Responsible AI governance'],
    price: { basic: 4900, premium: 12900, enterprise: 29900 },
    category: 'Consulting',
    status: 'active',
    popularity: 92,
    clients: 140,
    rating: 4.9,
  },
  {
    title: 'Custom Machine Learning Development',
    shortDescription: 'Production-grade models built around your data and workflows.',
    description:
      'From data pipelines to deployed models: our engineers design, train and ship machine learning systems that integrate with your products, with monitoring and retraining built in from day one.',
    icon: '🤖',
    features: ['Data pipeline engineering', 'Model design and training', 'MLOps and monitoring', 'API and product integration', 'Model documentation'],
    price: { basic: 9900, premium: 24900, enterprise: 59900 },
    category: 'Development',
    status: 'active',
    popularity: 88,
    clients: 85,
    rating: 4.8,
  },
  {
    title: 'Data Analytics & Business Intelligence',
    shortDescription: 'Turn scattered data into dashboards and decisions.',
    description:
      'We consolidate your data sources, model them for analysis and deliver dashboards and forecasts your teams actually use, so decisions are based on evidence rather than intuition.',
    icon: '📊',
    features: ['Data warehouse design', 'Interactive dashboards', 'Forecasting models', 'KPI definition'],
    price: { basic: 3900, premium: 9900, enterprise: 19900 },
    category: 'Analytics',
    status: 'active',
    popularity: 81,
    clients: 120,
    rating: 4.7,
  },
  {
    title: 'Corporate AI Training',
    shortDescription: 'Hands-on programs that make your teams confident with AI.',
    description:
      'Tailored workshops and programs for executives, engineers and business teams: practical skills in prompt engineering, machine learning and responsible AI, with exercises on your own use cases.',
    icon: '🎓',
    features: ['Executive AI briefings', 'Engineering bootcamps', 'Prompt engineering for business teams', 'Certificates of completion'],
    price: { basic: 1900, premium: 5900, enterprise: 14900 },
    category: 'Training',
    status: 'active',
    popularity: 86,
    clients: 210,
    rating: 4.9,
  },
  {
    title: 'Intelligent Process Automation',
    shortDescription: 'Automate repetitive work with AI-powered workflows.',
    description:
      'We combine document understanding, language models and workflow tools to automate back-office processes end to end, with humans in the loop where judgement matters.',
    icon: '⚙️',
    features: ['Process mining', 'Document understanding', 'Workflow automation', 'Human-in-the-loop review'],
    price: { basic: 5900, premium: 14900, enterprise: 34900 },
    category: 'Automation',
    status: 'active',
    popularity: 77,
    clients: 64,
    rating: 4.6,
  },
  {
    title: 'Computer Vision Solutions',
    shortDescription: 'Visual inspection and recognition systems (in preparation).',
    description: 'Quality inspection, object detection and document imaging solutions for manufacturing and logistics. This offering is still being prepared.',
    icon: '👁️',
    features: ['Visual quality inspection', 'Object detection', 'Edge deployment'],
    price: { basic: 0, premium: 0, enterprise: 0 },
    category: 'Development',
    status: 'draft',
    popularity: 0,
    clients: 0,
    rating: 0,
  },
] as const;

export async function seedServices(): Promise<void> {
  await ServiceModel.insertMany(SAMPLE_SERVICES.map((s) => ({ ...s, features: [...s.features] })));
}
