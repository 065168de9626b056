import { graphql } from '../../__generated__';

// Contact Management's operations. Fragments sit with the screens' parts that render them.

export const AdminInitializeContactDataMutation = graphql(`
  mutation AdminInitializeContactDataMutation {
    initializeContactData {
      contactInfo
      offices
      faqs
    }
  }
`);

// ── Messages ───────────────────────────────────────────────────────────────

export const AdminContactMessageFragment = graphql(`
  fragment AdminContactMessage_message on ContactMessage {
    id
    name
    email
    phone
    company
    serviceInterest
    subject
    message
    status
    priority
    reply
    repliedAt
    repliedBy
    createdAt
  }
`);

export const AdminContactMessagesQuery = graphql(`
  query AdminContactMessagesQuery($filter: ContactMessageFilter, $page: PageInput) {
    contactMessages(filter: $filter, page: $page) {
      items {
        ...AdminContactMessage_message
      }
      total
      page
      pageSize
    }
  }
`);

export const AdminContactMessageStatsQuery = graphql(`
  query AdminContactMessageStatsQuery {
    contactMessageStats {
      total
      new
      read
      replied
      archived
      highPriority
    }
  }
`);

export const AdminOpenContactMessageMutation = graphql(`
  mutation AdminOpenContactMessageMutation($id: ID!) {
    openContactMessage(id: $id) {
      ...AdminContactMessage_message
    }
  }
`);

export const AdminUpdateContactMessageMutation = graphql(`
  mutation AdminUpdateContactMessageMutation($id: ID!, $input: ContactMessageUpdateInput!) {
    updateContactMessage(id: $id, input: $input) {
      ...AdminContactMessage_message
    }
  }
`);

export const AdminReplyContactMessageMutation = graphql(`
  mutation AdminReplyContactMessageMutation($id: ID!, $reply: String!) {
    replyToContactMessage(id: $id, reply: $reply) {
      ...AdminContactMessage_message
    }
  }
`);

export const AdminDeleteContactMessageMutation = graphql(`
  mutation AdminDeleteContactMessageMutation($id: ID!) {
    deleteContactMessage(id: $id)
  }
`);

// ── Contact info ───────────────────────────────────────────────────────────

export const AdminContactInfoFragment = graphql(`
  fragment AdminContactInfo_item on ContactInfo {
    id
    type
    title
    value
    icon
    isActive
    order
    translations {
      en {
        title
        value
      }
      es {
        title
        value
      }
      fr {
        title
        value
      }
      de {
        title
        value
      }
    }
  }
`);

export const AdminContactInfoQuery = graphql(`
  query AdminContactInfoQuery {
    contactInfo {
      ...AdminContactInfo_item
    }
  }
`);

export const AdminCreateContactInfoMutation = graphql(`
  mutation AdminCreateContactInfoMutation($input: ContactInfoInput!) {
    createContactInfo(input: $input) {
      ...AdminContactInfo_item
    }
  }
`);

export const AdminUpdateContactInfoMutation = graphql(`
  mutation AdminUpdateContactInfoMutation($id: ID!, $input: ContactInfoUpdateInput!) {
    updateContactInfo(id: $id, input: $input) {
      ...AdminContactInfo_item
    }
  }
`);

export const AdminDeleteContactInfoMutation = graphql(`
  mutation AdminDeleteContactInfoMutation($id: ID!) {
    deleteContactInfo(id: $id)
  }
`);

// ── Global offices ─────────────────────────────────────────────────────────

// The contact page's fields, plus what only the back office shows and edits.
export const AdminGlobalOfficeFragment = graphql(`
  fragment AdminGlobalOffice_office on GlobalOffice {
    ...PublicOffice_office
    isActive
    coordinates {
      lat
      lng
    }
    translations {
      en {
        name
        address
        city
        country
        workingHours
      }
      es {
        name
        address
        city
        country
        workingHours
      }
      fr {
        name
        address
        city
        country
        workingHours
      }
      de {
        name
        address
        city
        country
        workingHours
      }
    }
  }
`);

export const AdminGlobalOfficesQuery = graphql(`
  query AdminGlobalOfficesQuery {
    globalOffices {
      ...AdminGlobalOffice_office
    }
  }
`);

export const AdminCreateGlobalOfficeMutation = graphql(`
  mutation AdminCreateGlobalOfficeMutation($input: GlobalOfficeInput!) {
    createGlobalOffice(input: $input) {
      ...AdminGlobalOffice_office
    }
  }
`);

export const AdminUpdateGlobalOfficeMutation = graphql(`
  mutation AdminUpdateGlobalOfficeMutation($id: ID!, $input: GlobalOfficeUpdateInput!) {
    updateGlobalOffice(id: $id, input: $input) {
      ...AdminGlobalOffice_office
    }
  }
`);

export const AdminDeleteGlobalOfficeMutation = graphql(`
  mutation AdminDeleteGlobalOfficeMutation($id: ID!) {
    deleteGlobalOffice(id: $id)
  }
`);

// ── FAQ ────────────────────────────────────────────────────────────────────

export const AdminFaqFragment = graphql(`
  fragment AdminFaq_faq on Faq {
    id
    question
    answer
    category
    order
    isActive
    tags
    translations {
      en {
        question
        answer
      }
      es {
        question
        answer
      }
      fr {
        question
        answer
      }
      de {
        question
        answer
      }
    }
  }
`);

export const AdminFaqsQuery = graphql(`
  query AdminFaqsQuery {
    faqs {
      ...AdminFaq_faq
    }
  }
`);

export const AdminCreateFaqMutation = graphql(`
  mutation AdminCreateFaqMutation($input: FaqInput!) {
    createFaq(input: $input) {
      ...AdminFaq_faq
    }
  }
`);

export const AdminUpdateFaqMutation = graphql(`
  mutation AdminUpdateFaqMutation($id: ID!, $input: FaqUpdateInput!) {
    updateFaq(id: $id, input: $input) {
      ...AdminFaq_faq
    }
  }
`);

export const AdminMoveFaqMutation = graphql(`
  mutation AdminMoveFaqMutation($id: ID!, $direction: MoveDirection!) {
    moveFaq(id: $id, direction: $direction) {
      ...AdminFaq_faq
    }
  }
`);

export const AdminDeleteFaqMutation = graphql(`
  mutation AdminDeleteFaqMutation($id: ID!) {
    deleteFaq(id: $id)
  }
`);

export const AdminBulkFaqsMutation = graphql(`
  mutation AdminBulkFaqsMutation($input: FaqBulkInput!) {
    bulkFaqs(input: $input) {
      ...BulkOutcome_result
    }
  }
`);
