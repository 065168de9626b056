/**
 * A course's versions and bringing one back (History › Restore, undoing a bulk action). A version
 * is the course with its outline (modules, lessons, quizzes) and each lesson's text, which is stored
 * apart (lesson_contents). Restoring sets the details, the outline and the texts as they were, on
 * the course that exists or on the deleted one, brought back with its id. Ratings and enrollment
 * counts stay as they are: they count what learners did since. Refused when a file its lessons use
 * has been deleted since.
 */
import { Types } from 'mongoose';
import { registerFieldRestorer, type Snapshot } from '../activity/index.js';
import { CourseFileModel } from './course-file.model.js';
import { outlineMessages } from './course-outline.messages.js';
import { courseVersions, saveLessonContents } from './course-outline.service.js';
import { CourseModel, type CourseDoc, type CourseModuleDoc } from './course.model.js';
import type { LessonText } from './lesson-content.model.js';
import type { Translations } from '../../core/translations.js';

/** A lesson as a version keeps it; older versions may lack fields added since. */
type VersionLesson = {
  _id: Types.ObjectId;
  video?: { fileId: Types.ObjectId } | null;
  attachments?: { fileId: Types.ObjectId }[];
  content?: string;
  contentTranslations?: Translations<LessonText> | null;
};
type VersionModule = { lessons?: VersionLesson[] };

const modulesOf = (snapshot: Snapshot) => (snapshot['modules'] ?? []) as VersionModule[];
const lessonsOf = (snapshot: Snapshot): VersionLesson[] => modulesOf(snapshot).flatMap((m) => m.lessons ?? []);

/** The course files a version's lessons refer to (videos and attachments). */
function filesOf(snapshot: Snapshot): string[] {
  const ids = lessonsOf(snapshot).flatMap((l) => [l.video?.fileId, ...(l.attachments ?? []).map((a) => a.fileId)]);
  return [...new Set(ids.filter((id) => id !== undefined).map((id) => id.toHexString()))];
}

registerFieldRestorer('course', CourseModel, {
  fields: ['title', 'description', 'category', 'level', 'duration', 'price', 'discountPrice', 'instructor', 'status', 'modules', 'skills', 'certificate', 'publishAt', 'unpublishAt'],
  keptOnInsert: (snapshot) => ({ rating: snapshot['rating'] ?? 0, ratingCount: snapshot['ratingCount'] ?? 0, enrollmentCount: snapshot['enrollmentCount'] ?? 0 }),
  expand: (records, session) => courseVersions(records as unknown as CourseDoc[], session) as unknown as Promise<Snapshot[]>,
  refusal: async (snapshot, session) => {
    const files = filesOf(snapshot);
    if (!files.length) return null;
    const found = await CourseFileModel.countDocuments({ _id: { $in: files.map((id) => new Types.ObjectId(id)) } }).session(session);
    return found < files.length ? outlineMessages.versionFileGone : null;
  },
  // The lesson texts go back where they are kept (the course document's schema leaves them out).
  afterWrite: async (snapshots, session) => {
    for (const snapshot of snapshots) {
      const contents = new Map(lessonsOf(snapshot).map((l) => [String(l._id), { content: l.content ?? '', translations: l.contentTranslations ?? null }]));
      await saveLessonContents(new Types.ObjectId(String(snapshot._id)), { modules: modulesOf(snapshot) as CourseModuleDoc[], contents }, session);
    }
  },
  label: (snapshot) => /*i18n*/ ({ message: 'course {title}', values: { title: typeof snapshot['title'] === 'string' ? snapshot['title'] : '' } }),
});
