import { graphql } from '../../__generated__';

export const PublicJobCardFragment = graphql(`
  fragment PublicJobCard_job on Job {
    id
    title
    company
    location
    type
    level
    department
    salary {
      min
      max
      currency
    }
    experience
    postedDate
    deadline
  }
`);

// openOnly: signed-in admins would otherwise get drafts and paused jobs too; guests only ever
// receive open jobs from the server.
export const CareerJobsQuery = graphql(`
  query CareerJobsQuery($department: JobDepartment) {
    jobs(filter: { openOnly: true, department: $department }, page: { pageSize: 100 }) {
      total
      items {
        ...PublicJobCard_job
      }
    }
  }
`);

export const CareerStatsQuery = graphql(`
  query CareerStatsQuery {
    careerStats {
      openPositions
      departments
      byDepartment {
        department
        count
      }
    }
  }
`);

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
