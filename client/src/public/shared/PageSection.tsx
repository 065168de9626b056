import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ContainerProps } from '@mui/material/Container';
import type { ReactNode } from 'react';
import { HydrationSlice } from '../../components/HydrationSlice';
import { SectionHeading } from './SectionHeading';
import type { SectionHeadingProps } from './SectionHeading';

/** Vertical padding per breakpoint, in theme spacing units. */
export type SectionPadding = Partial<Record<'py' | 'pt' | 'pb', { xs: number; md: number }>>;

export interface PageSectionProps {
  /** The section's accessible name, which makes it a region landmark. */
  label?: string;
  id?: string;
  /** A tinted band across the full width, which sets the section apart from its neighbours. */
  shaded?: boolean;
  maxWidth?: ContainerProps['maxWidth'];
  /** The vertical padding, instead of the usual one. */
  padding?: SectionPadding;
  /** A heading above the content. */
  heading?: SectionHeadingProps;
  children: ReactNode;
}

const USUAL_PADDING: SectionPadding = { py: { xs: 8, md: 10 } };

/** A section of a public page: its content in the page's width, with an optional heading and a tinted band. */
export function PageSection({ label, id, shaded = false, maxWidth = 'lg', padding = USUAL_PADDING, heading, children }: PageSectionProps) {
  const content = (
    <HydrationSlice>
      {heading && <SectionHeading {...heading} />}
      {children}
    </HydrationSlice>
  );
  if (shaded) {
    return (
      <Box component="section" id={id} aria-label={label} sx={{ bgcolor: 'action.hover', ...padding }}>
        <Container maxWidth={maxWidth}>{content}</Container>
      </Box>
    );
  }
  return (
    <Container component="section" id={id} aria-label={label} maxWidth={maxWidth} sx={padding}>
      {content}
    </Container>
  );
}
