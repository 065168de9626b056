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
  return { title, location, type, level, department, salary: pay, experience, description, requirements, benefits, status, postedDaysAgo, deadlineInDays, views };
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
