/** The jobs' request loader: jobs by id (an application's job). */
import type DataLoader from 'dataloader';
import { byIds, type LoaderFactory } from '../../core/loaders.js';
import { JobModel, type JobDoc } from './job.model.js';

declare module '../../core/loaders.js' {
  interface Loaders {
    jobById: DataLoader<string, JobDoc | null>;
  }
}

export const jobLoaders: LoaderFactory = () => ({
  jobById: byIds<JobDoc>((ids) => JobModel.find({ _id: { $in: ids } }).lean()),
});
