/* eslint-disable lingui/no-unlocalized-strings -- sample data for tests, as the server sends it: not interface text. */
// A course as the server answers courseContent (with __typename, as the Apollo cache needs): module 1
// has two lessons and a quiz; module 2 opens only after module 1.

export const COURSE_ID = 'c1';

export function lesson(id: string, moduleId: string, title: string, over: Record<string, unknown> = {}) {
  return {
    __typename: 'LessonContent' as const,
    id,
    courseId: COURSE_ID,
    moduleId,
    title,
    kind: 'text' as const,
    minutes: 5,
    preview: false,
    locked: false,
    content: `## About ${title}\n\nRead [the paper](https://example.org/paper) and the [glossary](/courses/c1).\n\n<b>raw html</b>`,
    video: null,
    attachments: [] as { __typename: 'LessonAttachment'; name: string; contentType: string; size: number; url: string }[],
    ...over,
  };
}

export const QUIZ = {
  __typename: 'QuizContent' as const,
  id: 'q1',
  title: 'Check your understanding',
  passMark: 100,
  attemptLimit: 2,
  locked: false,
  attemptsUsed: 0,
  attemptsLeft: 2,
  bestScore: null as number | null,
  passed: false,
  questions: [
    {
      __typename: 'QuizQuestion' as const,
      id: 'qa',
      text: 'Which loss suits classification?',
      kind: 'single' as const,
      options: [
        { __typename: 'QuizOption' as const, id: 'qa1', text: 'Cross-entropy' },
        { __typename: 'QuizOption' as const, id: 'qa2', text: 'Mean squared error' },
      ],
    },
    {
      __typename: 'QuizQuestion' as const,
      id: 'qb',
      text: 'Which are optimisers?',
      kind: 'multiple' as const,
      options: [
        { __typename: 'QuizOption' as const, id: 'qb1', text: 'Adam' },
        { __typename: 'QuizOption' as const, id: 'qb2', text: 'SGD' },
        { __typename: 'QuizOption' as const, id: 'qb3', text: 'ReLU' },
      ],
    },
  ],
};

export function progress(over: Record<string, unknown> = {}) {
  return {
    __typename: 'LearningProgress' as const,
    courseId: COURSE_ID,
    percent: 25,
    completedLessons: ['l1'],
    passedQuizzes: [] as string[],
    resumeLessonId: 'l2' as string | null,
    completed: false,
    certificate: null,
    ...over,
  };
}

export const LESSONS = {
  l1: lesson('l1', 'm1', 'What a model is'),
  l2: lesson('l2', 'm1', 'Training a model'),
  l3: lesson('l3', 'm2', 'Convolutions', { locked: true, content: null }),
};

export function courseContent(over: Record<string, unknown> = {}) {
  return {
    __typename: 'CourseContent' as const,
    courseId: COURSE_ID,
    title: 'Deep Learning with PyTorch',
    certificate: true,
    staffPreview: false,
    progress: progress(),
    modules: [
      { __typename: 'ContentModule' as const, id: 'm1', title: 'Foundations', opensAfterPrevious: false, lessons: [LESSONS.l1, LESSONS.l2], quiz: QUIZ },
      { __typename: 'ContentModule' as const, id: 'm2', title: 'Convolutional networks', opensAfterPrevious: true, lessons: [LESSONS.l3], quiz: null },
    ],
    ...over,
  };
}

export function certificate(over: Record<string, unknown> = {}) {
  return {
    __typename: 'Certificate' as const,
    id: 'cert1',
    serial: '7QK2M-ABCDE-FGHJK-MNPQR',
    courseId: COURSE_ID,
    courseTitle: 'Deep Learning with PyTorch',
    issuedAt: '2026-03-04T10:00:00.000Z',
    status: 'valid' as const,
    verifyUrl: 'https://ai.example.com/certificates/7QK2M-ABCDE-FGHJK-MNPQR',
    pdfUrl: 'https://ai.example.com/api/certificates/7QK2M-ABCDE-FGHJK-MNPQR/pdf',
    linkedInUrl: 'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=Deep+Learning',
    ...over,
  };
}
