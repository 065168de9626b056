import Box from '@mui/material/Box';

export interface HighlightedProps {
  text: string;
  /** The matched runs, in order, as the server found them (UTF-16 offsets). */
  matches: readonly { start: number; length: number }[];
}

/** A text with the parts that matched the search marked (<mark>, so screen readers can tell too). */
export function Highlighted({ text, matches }: HighlightedProps) {
  const parts: { text: string; marked: boolean; at: number }[] = [];
  let at = 0;
  for (const { start, length } of matches) {
    if (start < at || start + length > text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false, at });
    parts.push({ text: text.slice(start, start + length), marked: true, at: start });
    at = start + length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false, at });
  return (
    <>
      {parts.map((part) =>
        part.marked ? (
          <Box
            component="mark"
            key={part.at}
            sx={{ bgcolor: 'transparent', color: 'inherit', fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: 2 }}
          >
            {part.text}
          </Box>
        ) : (
          <span key={part.at}>{part.text}</span>
        ),
      )}
    </>
  );
}
