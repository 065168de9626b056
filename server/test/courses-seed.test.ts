import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCourses, SAMPLE_COURSES } from '../src/seed/courses.seed.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

// The sample catalog a fresh database starts with: it passes the admin form's rules and drives
// the public level filter's counts.
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
  await seedCourses();
});
afterAll(() => t.close());

describe('the sample catalog', () => {
  it('publishes courses in every category and level, each with modules and skills, and keeps one draft', async () => {
    const res = await t.gql(`{ courses(page: { pageSize: 20 }) { total items { title category level status modules { title lessons { title } } skills instructor { name } } } }`);
    const courses = res.body.data.courses.items;
    expect(res.body.data.courses.total).toBe(SAMPLE_COURSES.length - 1);
    expect(new Set(courses.map((c: { category: string }) => c.category))).toEqual(new Set(['programming', 'design', 'business', 'marketing', 'data-science', 'ai-ml']));
    expect(new Set(courses.map((c: { level: string }) => c.level))).toEqual(new Set(['beginner', 'intermediate', 'advanced', 'expert']));
    for (const course of courses) {
      expect(course.modules.length).toBeGreaterThan(0);
      expect(course.modules.every((m: { lessons: { title: string }[] }) => m.lessons.length > 0)).toBe(true);
      expect(course.skills.length).toBeGreaterThan(0);
      expect(course.instructor.name).not.toBe('');
    }
    expect(courses.map((c: { title: string }) => c.title)).not.toContain('Quantum Machine Learning');
    expect(courses[0].title).toBe('Introduction to Generative AI');
  });

  it('ships every sample course’s title, description, duration and skills in Spanish, French and German', async () => {
    for (const sample of SAMPLE_COURSES) {
      for (const language of ['es', 'fr', 'de'] as const) {
        const version = sample.translations[language];
        expect(version, `${sample.title} (${language})`).toMatchObject({ title: expect.any(String), description: expect.any(String), duration: expect.any(String) });
        expect(version?.skills, `${sample.title} (${language})`).toHaveLength(sample.skills.length);
        expect(version?.title, `${sample.title} (${language})`).not.toBe(sample.title);
      }
    }
    const read = async (language: string) => {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
        body: JSON.stringify({ query: `query($search: String) { courses(filter: { search: $search }) { items { title duration skills } } }`, variables: { search: 'PyTorch' } }),
      });
      return ((await res.json()) as { data: { courses: { items: { title: string; duration: string; skills: string[] }[] } } }).data.courses.items;
    };
    expect(await read('de')).toContainEqual({ title: 'Deep Learning mit PyTorch', duration: '10 Wochen', skills: ['PyTorch', 'Neuronale Netze', 'CNNs', 'Transfer Learning', 'GPU-Training'] });
    expect((await read('es')).map((c) => c.title)).toContain('Deep learning con PyTorch');
  });

  it('drives the level counts and the learning pathways', async () => {
    const res = await t.gql(`{ courseCatalogStats { totalCourses levels { level count } students averageRating instructors } learningPathways { id courseCount courses { title } } }`);
    const stats = res.body.data.courseCatalogStats;
    expect(stats).toMatchObject({ totalCourses: 17, students: 0, averageRating: null, instructors: 8 });
    expect(stats.levels).toEqual([
      { level: 'beginner', count: 6 },
      { level: 'intermediate', count: 5 },
      { level: 'advanced', count: 4 },
      { level: 'expert', count: 2 },
    ]);
    for (const pathway of res.body.data.learningPathways) expect(pathway.courseCount).toBeGreaterThan(1);
    expect(res.body.data.learningPathways[0].courses[0].title).toBe('Introduction to Generative AI');
  });

  it('teaches every sample course in at least three lessons with text, and ends its first module with a quiz', async () => {
    const admin = await t.userWithToken('admin');
    const list = await t.rest('GET', '/courses?pageSize=50&status=draft', undefined, admin.token);
    const all = await t.rest('GET', '/courses?pageSize=50', undefined, admin.token);
    const ids = [...list.body.data, ...all.body.data].map((c: { id: string }) => c.id);
    expect(new Set(ids).size).toBe(SAMPLE_COURSES.length);
    for (const id of new Set(ids)) {
      const builder = await t.rest('GET', `/courses/${id}/modules`, undefined, admin.token);
      const modules = builder.body.data.modules as { lessons: { content: string; minutes: number; preview: boolean }[]; quiz: { questions: { options: { correct: boolean }[] }[] } | null }[];
      const taught = modules.flatMap((m) => m.lessons).filter((l) => l.content.trim().split(/\s+/).length >= 40);
      expect(taught.length).toBeGreaterThanOrEqual(3);
      expect(taught.every((l) => l.minutes >= 1)).toBe(true);
      expect(taught.filter((l) => l.preview)).toHaveLength(1);
      const quiz = modules[0]!.quiz;
      expect(quiz?.questions.length).toBeGreaterThanOrEqual(2);
      for (const question of quiz!.questions) expect(question.options.filter((o) => o.correct)).toHaveLength(1);
    }
  });

  it('ships every module, lesson and quiz title, every taught lesson and every quiz question in Spanish, French and German, in the English’s Markdown shape', () => {
    const languages = ['es', 'fr', 'de'] as const;
    // Headings, list items, table rows and code fences: a version keeps the English's structure.
    const shape = (markdown: string) => markdown.split('\n').filter((line) => /^(#+ |- |\d+\. |\||```)/.test(line)).map((line) => line.replace(/^(#+|-|\d+\.|\||```).*$/, '$1'));
    for (const sample of SAMPLE_COURSES) {
      for (const mod of sample.modules) {
        const titled = [mod, ...mod.lessons, ...(mod.quiz ? [mod.quiz] : [])];
        for (const item of titled) for (const language of languages) expect(item.translations[language]?.title, `${item.title} (${language})`).toEqual(expect.any(String));
        for (const lesson of mod.lessons.filter((l) => l.content)) {
          for (const language of languages) {
            const version = lesson.contentTranslations?.[language]?.content ?? '';
            expect(shape(version), `${lesson.title} (${language})`).toEqual(shape(lesson.content ?? ''));
            expect(version).not.toBe(lesson.content);
          }
        }
        for (const question of mod.quiz?.questions ?? []) {
          for (const language of languages) {
            expect(question.translations[language], `${question.text} (${language})`).toEqual({ text: expect.any(String), explanation: expect.any(String), options: question.options.map(() => expect.any(String)) });
          }
        }
      }
    }
  });

  it('opens a sample course’s lessons and quiz in the reader’s language', async () => {
    const admin = await t.userWithToken('admin');
    const course = SAMPLE_COURSES.find((c) => c.title === 'Introduction to Generative AI');
    const list = await t.rest('GET', '/courses?pageSize=50', undefined, admin.token);
    const id = list.body.data.find((c: { title: string }) => c.title === course?.title).id as string;
    const res = await fetch(`${t.url}/api/courses/${id}/content`, { headers: { 'Accept-Language': 'es', Authorization: `Bearer ${admin.token}` } });
    const content = ((await res.json()) as { data: { modules: { title: string; lessons: { title: string; content: string }[]; quiz: { title: string; questions: { text: string; options: { text: string }[] }[] } | null }[] } }).data;
    const [first] = content.modules;
    expect(first).toMatchObject({ title: 'Cómo funcionan los modelos generativos', lessons: [{ title: 'Del autocompletado a los modelos de lenguaje' }, {}, {}] });
    expect(first?.lessons[0]?.content).toMatch(/^## Predecir la siguiente palabra/);
    expect(first?.quiz?.questions[1]).toMatchObject({ text: 'Una respuesta segura de un chatbot puede ser inventada.', options: [{ text: 'Verdadero' }, { text: 'Falso' }] });
  });
});
