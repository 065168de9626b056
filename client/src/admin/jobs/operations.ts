import { graphql } from '../../__generated__';

// The public job page's fields, plus what only the back office shows and edits.
export const AdminJobCardFragment = graphql(`
  fragment AdminJobCard_job on Job {
    ...PublicJobDetails_job
    views
    applications
    publishAt
    unpublishAt
    publishAtLocal
    unpublishAtLocal
    translations {
      en {
        title
        description
        experience
        requirements
        benefits
      }
      es {
        title
        description
        experience
        requirements
        benefits
      }
      fr {
        title
        description
        experience
        requirements
        benefits
      }
      de {
        title
        description
        experience
        requirements
        benefits
      }
    }
  }
`);

export const AdminBulkJobsMutation = graphql(`
  mutation AdminBulkJobsMutation($input: JobBulkInput!) {
    bulkJobs(input: $input) {
      ...BulkOutcome_result
    }
  }
`);

export const AdminJobsQuery = graphql(`
  query AdminJobsQuery($filter: JobFilter, $page: PageInput) {
    jobs(filter: $filter, page: $page) {
      items {
        ...AdminJobCard_job
      }
      total
      page
      pageSize
    }
  }
`);

export const AdminJobStatsQuery = graphql(`
  query AdminJobStatsQuery {
    jobStats {
      ...JobStatCards_stats
    }
  }
`);

export const AdminCreateJobMutation = graphql(`
  mutation AdminCreateJobMutation($input: JobInput!) {
    createJob(input: $input) {
      ...AdminJobCard_job
    }
  }
`);

export const AdminUpdateJobMutation = graphql(`
  mutation AdminUpdateJobMutation($id: ID!, $input: JobInput!) {
    updateJob(id: $id, input: $input) {
      ...AdminJobCard_job
    }
  }
`);

export const AdminDeleteJobMutation = graphql(`
  mutation AdminDeleteJobMutation($id: ID!) {
    deleteJob(id: $id)
  }
`);

export const AdminApplicationCardFragment = graphql(`
  fragment AdminApplicationCard_application on Application {
    id
    phone
    coverLetter
    createdAt
    resume {
      filename
      size
      downloadUrl
    }
    applicant {
      id
      name
      email
    }
    ...ApplicationHistory_application
  }
`);

export const AdminJobApplicationsQuery = graphql(`
  query AdminJobApplicationsQuery($jobId: ID!, $status: ApplicationStatus, $page: PageInput) {
    job(id: $jobId) {
      id
      title
      company
      location
      status
      isActive
      applications
    }
    jobApplications(jobId: $jobId, status: $status, page: $page) {
      items {
        ...AdminApplicationCard_application
      }
      total
      page
      pageSize
    }
  }
`);

export const AdminUpdateApplicationStatusMutation = graphql(`
  mutation AdminUpdateApplicationStatusMutation($id: ID!, $status: ApplicationStatus!, $note: String) {
    updateApplicationStatus(id: $id, status: $status, note: $note) {
      ...AdminApplicationCard_application
    }
  }
`);
