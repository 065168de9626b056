import Box from '@mui/material/Box';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import type { Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** A link that leaves the site opens in a new tab, and the page it opens gets no hold on ours. */
function isExternal(href: string | undefined): boolean {
  return !!href && /^https?:\/\//i.test(href) && (typeof window === 'undefined' || !href.startsWith(`${window.location.origin}/`));
}

/** Images come only over https or from our own file store. */
const allowedImage = (src: unknown): src is string => typeof src === 'string' && (src.startsWith('https://') || src.startsWith('/api/'));

// The lesson's title is the page's h1, so the text's headings start one level below it.
const COMPONENTS: Components = {
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  h2: ({ node: _node, ...props }) => <h3 {...props} />,
  h3: ({ node: _node, ...props }) => <h4 {...props} />,
  h4: ({ node: _node, ...props }) => <h5 {...props} />,
  a: ({ node: _node, href, ...props }) =>
    isExternal(href) ? <a href={href} target="_blank" rel="noopener noreferrer" {...props} /> : <a href={href} {...props} />,
  img: ({ node: _node, src, alt }) => (allowedImage(src) ? <img src={src} alt={alt ?? ''} loading="lazy" /> : alt ? <span>{alt}</span> : null),
};

// GitHub's additions to Markdown: tables, strikethrough, task lists and bare links.
const REMARK_PLUGINS = [remarkGfm];

/**
 * A lesson's Markdown as the learner reads it, with GitHub's tables. Raw HTML in the text is dropped (never rendered),
 * and addresses with a dangerous scheme (javascript:, data:…) are removed by react-markdown's
 * default transform. Loaded only by the player, in a chunk of its own.
 */
export function LessonMarkdown({ children }: { children: string }) {
  return (
    <Box
      className="lesson-text"
      sx={(theme) => ({
        fontSize: '1.05rem',
        lineHeight: 1.75,
        color: 'text.primary',
        overflowWrap: 'anywhere',
        '& h2, & h3, & h4, & h5': { lineHeight: 1.3, mt: 4, mb: 1.5, fontWeight: 700 },
        '& h2': { fontSize: '1.5rem' },
        '& h3': { fontSize: '1.25rem' },
        '& h4, & h5': { fontSize: '1.1rem' },
        '& p, & ul, & ol, & blockquote, & pre, & table': { mt: 0, mb: 2 },
        '& li + li': { mt: 0.5 },
        '& a': { color: 'primary.main', textUnderlineOffset: '3px' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& blockquote': { m: 0, mb: 2, pl: 2, py: 0.5, borderLeft: 4, borderColor: 'primary.main', color: 'text.secondary' },
        '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9em', px: 0.5, py: 0.25, borderRadius: 0.5, bgcolor: 'action.hover' },
        '& pre': { p: 2, borderRadius: 1, overflowX: 'auto', bgcolor: 'action.hover', border: 1, borderColor: 'divider' },
        '& pre code': { p: 0, bgcolor: 'transparent', fontSize: '0.875rem' },
        '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
        '& th, & td': { border: `1px solid ${theme.vars.palette.divider}`, px: 1.5, py: 0.75, textAlign: 'left' },
        '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
      })}
    >
      <Markdown skipHtml remarkPlugins={REMARK_PLUGINS} components={COMPONENTS} urlTransform={defaultUrlTransform}>
        {children}
      </Markdown>
    </Box>
  );
}
