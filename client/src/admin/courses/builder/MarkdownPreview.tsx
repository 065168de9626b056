import Box from '@mui/material/Box';
import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * A lesson's Markdown as learners read it: raw HTML is dropped (never rendered), links open in a
 * new tab without access to this page, and images come only from the file store or `https:`.
 * Loaded lazily, with the builder's Preview tab only.
 */
// The same Markdown as the player reads, GitHub's tables included.
const remarkPlugins = [remarkGfm];

const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
  img: ({ node: _node, src, alt }) => (typeof src === 'string' && /^(https:\/\/|\/)/.test(src) ? <img src={src} alt={alt ?? ''} loading="lazy" /> : null),
};

export function MarkdownPreview({ markdown }: { markdown: string }) {
  return (
    <Box
      sx={{
        typography: 'body1',
        lineHeight: 1.7,
        overflowWrap: 'anywhere',
        '& h1, & h2, & h3': { lineHeight: 1.3, mt: 2.5, mb: 1 },
        '& h1': { fontSize: '1.6rem' },
        '& h2': { fontSize: '1.35rem' },
        '& h3': { fontSize: '1.15rem' },
        '& a': { color: 'primary.main' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto' },
        '& pre code': { bgcolor: 'transparent', p: 0 },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
        '& table': { borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
      }}
    >
      <Markdown skipHtml remarkPlugins={remarkPlugins} components={components}>
        {markdown}
      </Markdown>
    </Box>
  );
}
