import { graphql } from '../../__generated__';

export const OutboxMailRowFragment = graphql(`
  fragment OutboxMailRow_mail on Mail {
    id
    to
    subject
    template
    language
    state
    attempts
    lastError
    sentAt
    canResend
    createdAt
  }
`);

export const AdminOutboxQuery = graphql(`
  query AdminOutbox($to: String, $template: String, $state: MailState, $from: DateTime, $until: DateTime, $page: PageInput) {
    mailOutbox(to: $to, template: $template, state: $state, from: $from, until: $until, page: $page) {
      items {
        ...OutboxMailRow_mail
      }
      total
      page
      pageSize
    }
    mailTemplates
  }
`);

export const OutboxMailPreviewQuery = graphql(`
  query OutboxMailPreview($id: ID!) {
    outboxMail(id: $id) {
      id
      subject
      to
      html
      text
    }
  }
`);

export const ResendMailMutation = graphql(`
  mutation ResendMail($id: ID!) {
    resendMail(id: $id) {
      ...OutboxMailRow_mail
    }
  }
`);
