import { JobModel, type JobDepartment, type JobLevel, type JobStatus, type JobType, type Salary } from '../modules/jobs/job.model.js';

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
};

const COMMON_BENEFITS = ['Health, dental and vision insurance', 'Flexible working hours', '$2,000 yearly learning budget'];

/**
 * Sample openings across the departments, so a newcomer sees a living job board: one paused and one
 * draft show what guests never see. Applications start at 0: they are counted from real applications.
 */
export const SAMPLE_JOBS: readonly SampleJob[] = [
  {
    title: 'Senior Machine Learning Engineer',
    location: 'San Francisco, CA (Hybrid)',
    type: 'full_time',
    level: 'senior',
    department: 'engineering',
    salary: { min: 160_000, max: 210_000, currency: 'USD' },
    experience: '5+ years',
    description:
      'Design, train and ship the machine learning systems behind our client solutions. You will own models from data pipeline to production monitoring, mentor engineers, and work directly with clients to turn ambiguous problems into measurable results.',
    requirements: ['5+ years building ML systems in production', 'Strong Python and PyTorch or TensorFlow', 'Experience with MLOps: CI/CD, monitoring, retraining', 'Clear communication with non-technical stakeholders'],
    benefits: [...COMMON_BENEFITS, 'Equity package'],
    status: 'active',
    postedDaysAgo: 3,
    deadlineInDays: 60,
    views: 412,
  },
  {
    title: 'Frontend Engineer (React)',
    location: 'Remote (US time zones)',
    type: 'full_time',
    level: 'mid',
    department: 'engineering',
    salary: { min: 120_000, max: 150_000, currency: 'USD' },
    experience: '3+ years',
    description:
      'Build the interfaces through which our clients use AI every day: dashboards, review tools and learning experiences. You care about accessibility, performance and the details that make software feel effortless.',
    requirements: ['3+ years with React and TypeScript', 'An eye for design and accessibility', 'Experience with GraphQL is a plus'],
    benefits: [...COMMON_BENEFITS, 'Home office allowance'],
    status: 'active',
    postedDaysAgo: 8,
    deadlineInDays: null,
    views: 538,
  },
  {
    title: 'Research Scientist, Large Language Models',
    location: 'San Francisco, CA',
    type: 'full_time',
    level: 'senior',
    department: 'research',
    salary: { min: 180_000, max: 240_000, currency: 'USD' },
    experience: 'PhD or 4+ years of research',
    description:
      'Advance how language models are adapted, evaluated and made reliable for enterprise use. You will run experiments, publish when it helps the community, and see your work reach production with our engineering teams.',
    requirements: ['PhD in machine learning or equivalent research record', 'Publications in NLP or ML venues', 'Hands-on experience fine-tuning large models'],
    benefits: [...COMMON_BENEFITS, 'Conference travel budget'],
    status: 'active',
    postedDaysAgo: 12,
    deadlineInDays: 45,
    views: 689,
  },
  {
    title: 'AI Solutions Consultant',
    location: 'New York, NY',
    type: 'full_time',
    level: 'mid',
    department: 'business',
    salary: { min: 110_000, max: 140_000, currency: 'USD' },
    experience: '3+ years in consulting or pre-sales',
    description:
      'Help organisations find the AI use cases that matter. You will lead discovery workshops, shape proposals with our engineers, and guide clients from first conversation to a roadmap their leadership can act on.',
    requirements: ['Consulting or solution-selling experience', 'Solid understanding of data and AI concepts', 'Excellent presentation and writing skills'],
    benefits: [...COMMON_BENEFITS, 'Performance bonus'],
    status: 'active',
    postedDaysAgo: 5,
    deadlineInDays: 30,
    views: 274,
  },
  {
    title: 'Product Designer, AI Experiences',
    location: 'Remote',
    type: 'full_time',
    level: 'mid',
    department: 'design',
    salary: { min: 115_000, max: 145_000, currency: 'USD' },
    experience: '4+ years',
    description:
      'Shape how people work alongside AI: conversational interfaces, human-in-the-loop review tools and explainable results. You will research with users, prototype quickly and partner closely with engineering.',
    requirements: ['A portfolio of shipped product work', 'Figma and prototyping fluency', 'Experience designing for complex or data-heavy products'],
    benefits: [...COMMON_BENEFITS, 'Home office allowance'],
    status: 'active',
    postedDaysAgo: 16,
    deadlineInDays: null,
    views: 351,
  },
  {
    title: 'Applied AI Engineer',
    location: 'London, UK',
    type: 'full_time',
    level: 'mid',
    department: 'ai',
    salary: { min: 70_000, max: 90_000, currency: 'GBP' },
    experience: '2+ years',
    description:
      'Turn the latest models into dependable products: retrieval-augmented generation, agents and document understanding for our European clients, with evaluation and guardrails built in.',
    requirements: ['Strong Python and API design', 'Experience with LLM APIs, embeddings and vector search', 'Pragmatic approach to evaluation and testing'],
    benefits: ['Private health insurance', '25 days of holiday', 'Flexible working hours', '£1,500 yearly learning budget'],
    status: 'active',
    postedDaysAgo: 2,
    deadlineInDays: 75,
    views: 198,
  },
  {
    title: 'Machine Learning Intern',
    location: 'San Francisco, CA',
    type: 'internship',
    level: 'entry',
    department: 'research',
    salary: null,
    experience: 'Students in a CS, math or related degree',
    description:
      'Spend twelve weeks on a real research or engineering project with a dedicated mentor, and present your results to the whole company at the end of the summer.',
    requirements: ['Enrolled in a degree in computer science, mathematics or a related field', 'Python and a first machine learning project', 'Curiosity and the wish to learn fast'],
    benefits: ['Paid internship', 'Mentorship programme', 'Housing support'],
    status: 'active',
    postedDaysAgo: 20,
    deadlineInDays: 40,
    views: 845,
  },
  {
    title: 'Technical Trainer, AI Programs',
    location: 'Remote',
    type: 'contract',
    level: 'senior',
    department: 'other',
    salary: { min: 90_000, max: 110_000, currency: 'USD' },
    experience: '5+ years in data or ML, teaching experience',
    description:
      'Deliver our corporate AI training programs: executive briefings, engineering bootcamps and hands-on workshops. You will also help keep our course material current as the field moves.',
    requirements: ['Practical experience in data science or ML engineering', 'Experience teaching adults or running workshops', 'Comfortable travelling occasionally'],
    benefits: ['Flexible schedule', 'Travel expenses covered'],
    status: 'active',
    postedDaysAgo: 9,
    deadlineInDays: null,
    views: 163,
  },
  {
    title: 'MLOps Engineer',
    location: 'Austin, TX (Hybrid)',
    type: 'full_time',
    level: 'senior',
    department: 'engineering',
    salary: { min: 150_000, max: 185_000, currency: 'USD' },
    experience: '5+ years',
    description: 'Build the platform our teams use to train, deploy and monitor models. Hiring for this role is paused while the team is reorganised.',
    requirements: ['Kubernetes and cloud infrastructure', 'Model serving and monitoring', 'Infrastructure as code'],
    benefits: COMMON_BENEFITS,
    status: 'paused',
    postedDaysAgo: 35,
    deadlineInDays: null,
    views: 402,
  },
  {
    title: 'Head of Data Partnerships',
    location: 'New York, NY',
    type: 'full_time',
    level: 'lead',
    department: 'business',
    salary: { min: 190_000, max: 230_000, currency: 'USD' },
    experience: '8+ years',
    description: 'Lead the partnerships that give our clients access to the data they need. This posting is still being prepared.',
    requirements: ['Partnership or business development leadership', 'Knowledge of data licensing'],
    benefits: [...COMMON_BENEFITS, 'Equity package'],
    status: 'draft',
    postedDaysAgo: null,
    deadlineInDays: null,
    views: 0,
  },
];

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
