import { graphql } from '../../__generated__';

/** A certificate as its learner sees it: the player's completion banner, the dashboard and the course page. */
export const LearnerCertificateFragment = graphql(`
  fragment LearnerCertificate_certificate on Certificate {
    id
    serial
    courseId
    courseTitle
    issuedAt
    status
    verifyUrl
    pdfUrl
    linkedInUrl
  }
`);

export const LearningProgressFragment = graphql(`
  fragment LearningProgress_progress on LearningProgress {
    courseId
    percent
    completedLessons
    passedQuizzes
    resumeLessonId
    completed
    certificate {
      ...LearnerCertificate_certificate
    }
  }
`);

/** What the player shows of a lesson: its text, its video and its files. */
export const PlayerLessonFragment = graphql(`
  fragment PlayerLesson_lesson on LessonContent {
    id
    courseId
    moduleId
    title
    kind
    minutes
    preview
    locked
    content
    video {
      provider
      url
    }
    attachments {
      name
      contentType
      size
      url
    }
  }
`);

export const PlayerQuizFragment = graphql(`
  fragment PlayerQuiz_quiz on QuizContent {
    id
    title
    passMark
    attemptLimit
    locked
    attemptsUsed
    attemptsLeft
    bestScore
    passed
    questions {
      id
      text
      kind
      options {
        id
        text
      }
    }
  }
`);

/** The whole course for a learner with open access (or staff): the player's outline and every item. */
export const CourseContentQuery = graphql(`
  query CourseContentQuery($courseId: ID!) {
    courseContent(courseId: $courseId) {
      courseId
      title
      certificate
      staffPreview
      progress {
        ...LearningProgress_progress
      }
      modules {
        id
        title
        opensAfterPrevious
        lessons {
          ...PlayerLesson_lesson
        }
        quiz {
          ...PlayerQuiz_quiz
        }
      }
    }
  }
`);

/** The course's public outline: what a visitor without access sees beside a free preview lesson. */
export const PlayerOutlineQuery = graphql(`
  query PlayerOutlineQuery($courseId: ID!) {
    course(id: $courseId) {
      id
      title
      status
      modules {
        id
        title
        opensAfterPrevious
        lessons {
          id
          title
          kind
          minutes
          preview
        }
        quiz {
          id
          title
        }
      }
    }
  }
`);

/** A free preview lesson, for anyone. */
export const PreviewLessonQuery = graphql(`
  query PreviewLessonQuery($courseId: ID!, $lessonId: ID!) {
    lesson(courseId: $courseId, lessonId: $lessonId) {
      ...PlayerLesson_lesson
    }
  }
`);

/** Records the lesson as where the learner resumes; its answer brings fresh file links. */
export const OpenLessonMutation = graphql(`
  mutation OpenLessonMutation($courseId: ID!, $lessonId: ID!) {
    openLesson(courseId: $courseId, lessonId: $lessonId) {
      ...PlayerLesson_lesson
    }
  }
`);

export const CompleteLessonMutation = graphql(`
  mutation CompleteLessonMutation($courseId: ID!, $lessonId: ID!) {
    completeLesson(courseId: $courseId, lessonId: $lessonId) {
      ...LearningProgress_progress
    }
  }
`);

export const SubmitQuizAttemptMutation = graphql(`
  mutation SubmitQuizAttemptMutation($courseId: ID!, $quizId: ID!, $answers: [QuizAnswerInput!]!) {
    submitQuizAttempt(courseId: $courseId, quizId: $quizId, answers: $answers) {
      quizId
      attempt
      score
      passed
      passMark
      correctCount
      questionCount
      bestScore
      attemptsUsed
      attemptsLeft
      questions {
        questionId
        correct
        chosenOptions
        correctOptions
        explanation
      }
      progress {
        ...LearningProgress_progress
      }
    }
  }
`);

export const MyCertificatesQuery = graphql(`
  query MyCertificatesQuery {
    myCertificates {
      ...LearnerCertificate_certificate
    }
  }
`);
