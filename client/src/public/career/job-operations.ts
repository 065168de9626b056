import { graphql } from '../../__generated__';

// A job's own page: apart from the job list's operations (operations.ts), so neither page loads the other's.

/** The card's fields, plus the whole posting: what the job's page shows. */
export const PublicJobDetailsFragment = graphql(`
  fragment PublicJobDetails_job on Job {
    ...PublicJobCard_job
    description
    requirements
    benefits
    status
    isActive
  }
`);

export const JobDetailsQuery = graphql(`
  query JobDetailsQuery($id: ID!) {
    job(id: $id) {
      ...PublicJobDetails_job
    }
  }
`);

export const MyJobApplicationQuery = graphql(`
  query MyJobApplicationQuery($jobId: ID!) {
    myApplication(jobId: $jobId) {
      id
      status
      createdAt
    }
  }
`);

export const RecordJobViewMutation = graphql(`
  mutation RecordJobViewMutation($id: ID!) {
    recordJobView(id: $id)
  }
`);
