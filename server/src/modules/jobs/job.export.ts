/** Jobs and applications as export sources (admin export). */
import { listSource, lookup } from '../../core/export-source.js';
import { findUserById } from '../users/index.js';
import { ApplicationModel } from './application.model.js';
import { JobModel } from './job.model.js';
import { jobListQuery } from './job.service.js';

export const jobsSource = listSource({
  type: 'jobs',
  completeOrder: 40,
  title: /*i18n*/ { message: 'Jobs', context: 'export title' },
  columns:
    /*i18n:columns*/ 'id:ID,title:Title,company:Company,location:Location,type:Type,level:Level,department:Department,salary:Salary,experience:Experience,description:Description,requirements:Requirements,benefits:Benefits,status:Status,applications:Applications,views:Views,postedDate:Posted Date,deadline:Deadline,createdAt:Created At,updatedAt:Updated At',
  pdfColumns: ['title', 'company', 'location', 'type', 'status', 'applications', 'postedDate'],
  model: JobModel,
  plan: (actor, f) => jobListQuery(actor, { search: f.search, type: f.jobType, level: f.level, department: f.department, status: f.status }),
});

export const applicationsSource = listSource({
  type: 'applications',
  completeOrder: 100,
  title: /*i18n*/ { message: 'Applications', context: 'export title' },
  columns:
    /*i18n:columns*/ 'id:ID,jobId:Job ID,jobTitle:Job,applicantId:Applicant ID,applicantName:Applicant,applicantEmail:Applicant Email,phone:Phone,coverLetter:Cover Letter,resume:Résumé,status:Status,createdAt:Created At,updatedAt:Updated At',
  pdfColumns: ['jobTitle', 'applicantName', 'applicantEmail', 'resume', 'status', 'createdAt'],
  model: ApplicationModel,
  plan: (_actor, f) => ({ query: f.status ? { status: f.status } : {}, sort: { createdAt: -1, _id: -1 } }),
  computed: () => {
    const jobTitle = lookup(async (jobId) => (await JobModel.findById(jobId, { title: 1 }).lean())?.title ?? null);
    const applicant = lookup(async (userId) => await findUserById(userId, { projection: { name: 1, email: 1 } }));
    return {
      jobId: (a) => String(a['job']),
      jobTitle: (a) => jobTitle(a['job']),
      applicantId: (a) => String(a['applicant']),
      applicantName: async (a) => (await applicant(a['applicant']))?.name ?? null,
      applicantEmail: async (a) => (await applicant(a['applicant']))?.email ?? null,
      // The résumé's bytes stay in the file store; only its file name is exported.
      resume: (a) => ((a['resume'] ?? {}) as { filename?: string }).filename ?? null,
    };
  },
});
