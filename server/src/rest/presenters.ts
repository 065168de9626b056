/** Every entity presenter, for the document (which fields are references) and the field checks. */
import type { AnyPresenter } from '../core/presenter.js';
import { contactInfoPresenter } from '../modules/contact/contact-info.presenter.js';
import { contactMessagePresenter } from '../modules/contact/contact-message.presenter.js';
import { faqPresenter } from '../modules/contact/faq.presenter.js';
import { globalOfficePresenter } from '../modules/contact/global-office.presenter.js';
import { courseModulePresenter, coursePresenter } from '../modules/courses/course.presenter.js';
import { enrollmentPresenter } from '../modules/courses/enrollment.presenter.js';
import { applicationPresenter } from '../modules/jobs/application.presenter.js';
import { jobPresenter } from '../modules/jobs/job.presenter.js';
import { notificationPresenter } from '../modules/notifications/notification.presenter.js';
import { servicePresenter } from '../modules/services/service.presenter.js';
import { userPresenter } from '../modules/users/user.presenter.js';
import { backupPresenter } from '../modules/backups/backup.presenter.js';

export const presenters: readonly AnyPresenter[] = [
  userPresenter,
  notificationPresenter,
  servicePresenter,
  jobPresenter,
  applicationPresenter,
  coursePresenter,
  courseModulePresenter,
  enrollmentPresenter,
  contactMessagePresenter,
  contactInfoPresenter,
  globalOfficePresenter,
  faqPresenter,
  backupPresenter,
];
