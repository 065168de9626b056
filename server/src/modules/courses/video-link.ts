/**
 * A lesson's video link: YouTube or Vimeo only, always shown through the providers'
 * privacy-enhanced players (youtube-nocookie.com; Vimeo with dnt=1), which the site's CSP
 * allows as frame sources and nothing else. Any other address is refused when saved.
 */
export type VideoProvider = 'youtube' | 'vimeo';
export type VideoLink = { provider: VideoProvider; id: string; embedUrl: string };

/** The only frame sources the site allows: the two privacy-enhanced players. */
export const VIDEO_FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, section, id] = url.pathname.split('/');
  return section === 'embed' || section === 'shorts' || section === 'live' ? (id ?? null) : null;
}

function vimeoIds(url: URL): { id: string; hash: string | null } | null {
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'player.vimeo.com') {
    return parts[0] === 'video' && parts[1] ? { id: parts[1], hash: url.searchParams.get('h') } : null;
  }
  if (url.hostname !== 'vimeo.com' && url.hostname !== 'www.vimeo.com') return null;
  // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/name/123
  const at = parts.findIndex((p) => VIMEO_ID.test(p));
  const id = parts[at];
  if (!id) return null;
  const next = parts[at + 1];
  return { id, hash: next && VIMEO_HASH.test(next) ? next : null };
}

/** The provider and the privacy-enhanced player's address of a link, or null when it is neither. */
export function parseVideoLink(raw: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const yt = youtubeId(url);
  if (yt && YOUTUBE_ID.test(yt)) return { provider: 'youtube', id: yt, embedUrl: `https://www.youtube-nocookie.com/embed/${yt}` };
  const vimeo = vimeoIds(url);
  if (vimeo && VIMEO_ID.test(vimeo.id)) {
    const hash = vimeo.hash && VIMEO_HASH.test(vimeo.hash) ? `&h=${vimeo.hash}` : '';
    return { provider: 'vimeo', id: vimeo.id, embedUrl: `https://player.vimeo.com/video/${vimeo.id}?dnt=1${hash}` };
  }
  return null;
}
