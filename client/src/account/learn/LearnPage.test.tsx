import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CurrentUserQuery } from '../../app/auth/operations';
import { renderWithProviders, sampleUser, serverUser, storeSession } from '../../app/testing/renderWithProviders';
import { LearnPage } from './LearnPage';
import { CompleteLessonMutation, CourseContentQuery, OpenLessonMutation, PlayerOutlineQuery, SubmitQuizAttemptMutation } from './operations';
import { COURSE_ID, LESSONS, QUIZ, certificate, courseContent, progress } from './test-course';

function signedIn(): MockLink.MockedResponse {
  const user = sampleUser({ role: 'student' });
  storeSession(user);
  return { request: { query: CurrentUserQuery }, result: { data: { me: serverUser(user) } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

const contentMock = (content: ReturnType<typeof courseContent>): MockLink.MockedResponse => ({
  request: { query: CourseContentQuery, variables: { courseId: COURSE_ID } },
  result: { data: { courseContent: content } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** openLesson answers the lesson asked for, as often as the player opens one. */
const openMock: MockLink.MockedResponse = {
  request: { query: OpenLessonMutation, variables: () => true },
  result: (variables: Record<string, unknown>) => ({ data: { openLesson: Object.values(LESSONS).find((l) => l.id === variables['lessonId']) } }),
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderPlayer(path: string, mocks: MockLink.MockedResponse[]) {
  renderWithProviders(
    <Routes>
      <Route path="/learn/:courseId" element={<LearnPage />} />
      <Route path="/learn/:courseId/:itemId" element={<LearnPage />} />
    </Routes>,
    { route: path, mocks },
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const outline = () => screen.getAllByRole('navigation', { name: 'Course outline' })[0] as HTMLElement;

describe('LearnPage', { timeout: 30_000 }, () => {
  it('shows the outline with each item’s state and the percent complete', async () => {
    renderPlayer('/learn/c1/l2', [signedIn(), contentMock(courseContent()), openMock]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Training a model' })).toBeInTheDocument();
    const nav = outline();
    expect(within(nav).getByRole('link', { name: 'What a model is, Completed' })).toHaveAttribute('href', '/learn/c1/l1');
    expect(within(nav).getByRole('link', { name: 'Training a model, Current' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Check your understanding, Not started' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Convolutions, Locked' })).toBeInTheDocument();
    expect(within(nav).getByText('Opens after “Foundations”')).toBeInTheDocument();
    expect(screen.getByText('25% complete')).toBeInTheDocument();

  });

  it('marks a lesson complete: the button, the outline and the percent follow the server’s progress', async () => {
    const completed = vi.fn(() => ({ data: { completeLesson: progress({ percent: 50, completedLessons: ['l1', 'l2'], resumeLessonId: 'l2' }) } }));
    const user = renderPlayer('/learn/c1/l2', [
      signedIn(),
      contentMock(courseContent()),
      openMock,
      { request: { query: CompleteLessonMutation, variables: { courseId: COURSE_ID, lessonId: 'l2' } }, result: completed },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByText('50% complete')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
    expect(within(outline()).getByRole('link', { name: 'Training a model, Completed' })).toBeInTheDocument();
    expect(completed).toHaveBeenCalledOnce();
  });

  it('goes to the previous and next items, and from the course’s address to where the learner left off', async () => {
    const user = renderPlayer('/learn/c1', [signedIn(), contentMock(courseContent()), openMock]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Training a model' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/learn/c1/l2');
    const lessons = screen.getByRole('navigation', { name: 'Lessons' });
    expect(within(lessons).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/learn/c1/l1');
    await user.click(within(lessons).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your understanding' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/learn/c1/q1');
  });

  it('submits a quiz and shows the server’s grading: score, right and wrong, correct answers, explanations; then Try again', async () => {
    const submitted = vi.fn(() => ({
      data: {
        submitQuizAttempt: {
          __typename: 'QuizAttemptResult',
          quizId: 'q1',
          attempt: 1,
          score: 50,
          passed: false,
          passMark: 100,
          correctCount: 1,
          questionCount: 2,
          bestScore: 50,
          attemptsUsed: 1,
          attemptsLeft: 1,
          questions: [
            { __typename: 'QuestionResult', questionId: 'qa', correct: true, chosenOptions: ['qa1'], correctOptions: ['qa1'], explanation: 'Cross-entropy compares probabilities.' },
            { __typename: 'QuestionResult', questionId: 'qb', correct: false, chosenOptions: ['qb1'], correctOptions: ['qb1', 'qb2'], explanation: 'ReLU is an activation.' },
          ],
          progress: progress(),
        },
      },
    }));
    const user = renderPlayer('/learn/c1/q1', [
      signedIn(),
      contentMock(courseContent()),
      { request: { query: SubmitQuizAttemptMutation, variables: { courseId: COURSE_ID, quizId: 'q1', answers: [{ questionId: 'qa', optionIds: ['qa1'] }, { questionId: 'qb', optionIds: ['qb1'] }] } }, result: submitted },
    ]);
    expect(await screen.findByText('2 attempts left')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit answers' });
    expect(submit).toBeDisabled();
    // No answer reaches the learner before a submit: nothing is marked correct yet.
    expect(screen.queryByText('Correct answer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Cross-entropy' }));
    await user.click(screen.getByRole('checkbox', { name: 'Adam' }));
    await user.click(submit);

    expect(await screen.findByText('Not passed: 50%')).toBeInTheDocument();
    expect(screen.getByText(/1 of 2 right\. The pass mark is 100%\./)).toBeInTheDocument();
    expect(screen.getByText(/You have 1 attempt left\./)).toBeInTheDocument();
    const first = screen.getByRole('region', { name: 'Question 1' });
    expect(within(first).getByText('Right')).toBeInTheDocument();
    expect(within(first).getByText('Cross-entropy compares probabilities.')).toBeInTheDocument();
    const second = screen.getByRole('region', { name: 'Question 2' });
    expect(within(second).getByText('Wrong')).toBeInTheDocument();
    expect(within(second).getAllByText('Correct answer')).toHaveLength(2);
    expect(within(second).getByText('Your answer')).toBeInTheDocument();
    expect(within(second).getByText('ReLU is an activation.')).toBeInTheDocument();
    expect(screen.getByText('1 attempt left')).toBeInTheDocument();
    expect(screen.getByText('Best score 50%')).toBeInTheDocument();
    expect(submitted).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('radio', { name: 'Cross-entropy' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit answers' })).toBeDisabled();
  });

  it('says a locked module opens after the previous one', async () => {
    renderPlayer('/learn/c1/l3', [signedIn(), contentMock(courseContent()), openMock]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Convolutions' })).toBeInTheDocument();
    expect(screen.getByText('This module opens once you complete “Foundations”.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
  });

  it('offers the certificate once the course is complete', async () => {
    const done = courseContent({ progress: progress({ percent: 100, completed: true, completedLessons: ['l1', 'l2', 'l3'], passedQuizzes: ['q1'], certificate: certificate() }) });
    renderPlayer('/learn/c1/l1', [signedIn(), contentMock(done), openMock]);
    expect(await screen.findByText('You have completed this course.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF certificate for Deep Learning with PyTorch' })).toHaveAttribute('href', '/api/certificates/7QK2M-ABCDE-FGHJK-MNPQR/pdf');
  });

  it('shows a learner without access the server’s reason and the way to the course page', async () => {
    const refusal = 'Your enrollment is waiting for its payment to be confirmed. The lessons open as soon as it is.';
    renderPlayer('/learn/c1/l2', [
      signedIn(),
      { request: { query: CourseContentQuery, variables: { courseId: COURSE_ID } }, result: { errors: [new GraphQLError(refusal, { extensions: { code: 'FORBIDDEN' } })] } },
      {
        request: { query: PlayerOutlineQuery, variables: { courseId: COURSE_ID } },
        result: {
          data: {
            course: {
              __typename: 'Course',
              id: COURSE_ID,
              title: 'Deep Learning with PyTorch',
              status: 'published',
              modules: [
                {
                  __typename: 'CourseModule',
                  id: 'm1',
                  title: 'Foundations',
                  opensAfterPrevious: false,
                  lessons: [
                    { __typename: 'LessonOutline', id: 'l1', title: 'What a model is', kind: 'text', minutes: 5, preview: true },
                    { __typename: 'LessonOutline', id: 'l2', title: 'Training a model', kind: 'text', minutes: 5, preview: false },
                  ],
                  quiz: { __typename: 'QuizOutline', id: 'q1', title: QUIZ.title },
                },
              ],
            },
          },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the course page' })).toHaveAttribute('href', '/courses/c1');
    expect(screen.getByText('This lesson is open to enrolled learners only.')).toBeInTheDocument();
    expect(within(outline()).getByRole('link', { name: 'What a model is, Not started' })).toHaveAttribute('href', '/learn/c1/l1');
    expect(within(outline()).getByRole('link', { name: 'Training a model, Locked' })).toBeInTheDocument();
  });
});
