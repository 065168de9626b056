import { graphql } from '../../__generated__';

/** An office as the contact page lists it (OfficeList). */
export const PublicOfficeFragment = graphql(`
  fragment PublicOffice_office on GlobalOffice {
    id
    name
    address
    city
    country
    phone
    email
    timezone
    isHeadquarters
    workingHours
  }
`);

// activeOnly matters for signed-in admins, who would otherwise get hidden items too; guests only
// ever receive active ones from the server.
export const ContactPageQuery = graphql(`
  query ContactPageQuery {
    contactInfo(activeOnly: true) {
      id
      type
      title
      value
      icon
    }
    globalOffices(activeOnly: true) {
      ...PublicOffice_office
    }
    faqs(activeOnly: true) {
      id
      question
      answer
    }
  }
`);

export const ContactPageSubmitMutation = graphql(`
  mutation ContactPageSubmitMutation($input: ContactMessageInput!) {
    submitContactMessage(input: $input) {
      message
    }
  }
`);
