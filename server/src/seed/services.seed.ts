import { ServiceModel, type ServiceStatus } from '../modules/services/service.model.js';

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
  return { title, shortDescription, description, icon, features, price: { basic, premium, enterprise }, category, status, popularity, clients, rating };
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

export const SAMPLE_SERVICES = SERVICE_ROWS.map(sampleService);

export async function seedServices(): Promise<void> {
  await ServiceModel.insertMany(SAMPLE_SERVICES);
}
