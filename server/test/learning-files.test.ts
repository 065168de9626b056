/**
 * A lesson's uploaded video and attachments: uploaded by staff, checked by their bytes, served
 * only through the links a lesson gives to who may open it, and in the byte ranges a video player
 * asks for. Lesson videos from YouTube or Vimeo play through their privacy-enhanced players,
 * which the CSP allows as the only frames.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfOf } from '../src/seed/sample-data.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let admin: { token: string };

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin');
});
afterAll(() => t.close());

/** The smallest file a browser takes for an MP4: an `ftyp` box, then bytes to seek through. */
function mp4(size: number): Buffer {
  const bytes = Buffer.alloc(size, 7);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  return bytes;
}

async function upload(courseId: string, name: string, bytes: Buffer, token: string | null = admin.token) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${t.url}/api/courses/${courseId}/files`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as { data: { id: string; name: string; contentType: string; size: number }; message?: string; errors?: Record<string, string> } };
}

describe('lesson files', () => {
  it('plays an uploaded video in byte ranges and offers attachments, to an enrolled learner only', async () => {
    const created = await t.rest('POST', '/courses', { title: 'Video course', description: 'Watch it.', status: 'draft' }, admin.token);
    const courseId = created.body.data.id as string;
    const video = await upload(courseId, 'intro.mp4', mp4(10_000));
    expect(video.status).toBe(201);
    expect(video.body.data).toMatchObject({ name: 'intro.mp4', contentType: 'video/mp4', size: 10_000 });
    const slides = await upload(courseId, 'notes.pdf', pdfOf(['<< /Type /Catalog >>']));
    expect(slides.body.data.contentType).toBe('application/pdf');
    const refused = await upload(courseId, 'script.mp4', Buffer.from('#!/bin/sh\necho hi\n'));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ file: 'Upload an MP4 video, a PDF, or slides (PPTX, PPT, ODP, KEY)' });
    const student = await t.userWithToken('student');
    expect((await upload(courseId, 'intro.mp4', mp4(100), student.token)).status).toBe(403);

    const saved = await t.rest(
      'PATCH',
      `/courses/${courseId}`,
      { status: 'published', modules: [{ title: 'Watch', lessons: [{ title: 'Intro video', video: video.body.data.id, attachments: [slides.body.data.id] }] }] },
      admin.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.modules[0].lessons[0].kind).toBe('video');

    const learner = await t.userWithToken('student');
    await t.rest('POST', `/courses/${courseId}/enroll`, undefined, learner.token);
    const lesson = (await t.rest('GET', `/courses/${courseId}/content`, undefined, learner.token)).body.data.modules[0].lessons[0];
    expect(lesson.video.provider).toBe('file');
    expect(lesson.attachments).toEqual([{ name: 'notes.pdf', contentType: 'application/pdf', size: slides.body.data.size, url: expect.stringContaining(`/api/courses/${courseId}/files/${slides.body.data.id}?access=`) }]);

    const whole = await fetch(`${t.url}${lesson.video.url as string}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect((await whole.arrayBuffer()).byteLength).toBe(10_000);
    const part = await fetch(`${t.url}${lesson.video.url as string}`, { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 4-11/10000');
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('ftypisom');
    expect((await fetch(`${t.url}${lesson.video.url as string}`, { headers: { range: 'bytes=20000-' } })).status).toBe(416);

    // Without the link's proof, or with another file's, nothing is served.
    const bare = `${t.url}/api/courses/${courseId}/files/${video.body.data.id}`;
    expect((await fetch(bare)).status).toBe(403);
    const otherProof = new URL(lesson.attachments[0].url as string, t.url).searchParams.get('access') ?? '';
    expect((await fetch(`${bare}?access=${encodeURIComponent(otherProof)}`)).status).toBe(403);
  });

  it('shows YouTube and Vimeo through their privacy-enhanced players, which the CSP allows as the only frames', async () => {
    const created = await t.rest(
      'POST',
      '/courses',
      {
        title: 'Embedded videos',
        description: 'From two providers.',
        modules: [
          {
            title: 'Watch',
            lessons: [
              { title: 'On YouTube', videoUrl: 'https://youtu.be/aircAruvnKk', preview: true },
              { title: 'On Vimeo', videoUrl: 'https://vimeo.com/76979871', preview: true },
            ],
          },
        ],
      },
      admin.token,
    );
    const [youtube, vimeo] = created.body.data.modules[0].lessons;
    const courseId = created.body.data.id as string;
    expect((await t.rest('GET', `/courses/${courseId}/lessons/${youtube.id as string}`)).body.data.video).toEqual({ provider: 'youtube', url: 'https://www.youtube-nocookie.com/embed/aircAruvnKk' });
    expect((await t.rest('GET', `/courses/${courseId}/lessons/${vimeo.id as string}`)).body.data.video).toEqual({ provider: 'vimeo', url: 'https://player.vimeo.com/video/76979871?dnt=1' });
    const page = await fetch(`${t.url}/api/openapi.json`);
    expect(page.headers.get('content-security-policy')).toMatch(/(^|;)frame-src https:\/\/www.youtube-nocookie.com https:\/\/player.vimeo.com(;|$)/);
  });
});
