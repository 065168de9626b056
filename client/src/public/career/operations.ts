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
