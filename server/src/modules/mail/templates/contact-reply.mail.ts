/** An administrator's reply to a contact message, with the message it answers quoted below. */
import { defineMail, hello } from './mail-template.js';

export const contactReplyMail = defineMail<{ name: string; subject: string; reply: string; repliedBy: string; original: string; sentAt: Date }>({
  name: 'contact-reply',
  sample: () => ({
    name: 'Ada Lovelace',
    subject: 'Training for our team',
    reply: 'Thank you for your interest. Our next cohort starts on the 1st of next month; I have attached the outline to this reply.',
    repliedBy: 'Grace Hopper',
    original: 'Do you offer group training for a team of eight?',
    sentAt: new Date('2026-03-02T09:30:00Z'),
  }),
  compose: ({ name, subject, reply, repliedBy, original, sentAt }, { siteName, dateTime }) => ({
    subject: /*i18n*/ { message: 'Re: {subject}', values: { subject } },
    heading: subject,
    blocks: [
      { kind: 'paragraph', text: hello(name) },
      { kind: 'quote', text: reply },
      { kind: 'paragraph', text: /*i18n*/ { message: 'Best regards, {repliedBy}, {siteName}', values: { repliedBy, siteName } } },
      { kind: 'quote', label: /*i18n*/ { message: 'On {sentAt} you wrote:', values: { sentAt: dateTime(sentAt) } }, text: original },
    ],
    reason: /*i18n*/ { message: 'You get this e-mail because you wrote to us through the contact form.' },
  }),
});
