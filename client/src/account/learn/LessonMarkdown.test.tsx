import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { LessonMarkdown } from './LessonMarkdown';

const TEXT = `# Key ideas

Read [the paper](https://example.org/paper) and the [glossary](/courses/c1), not [this](javascript:alert(1)).

![diagram](https://example.org/d.png) ![tracker](http://example.org/t.png)

<b>raw html</b>

<script>alert(1)</script>`;

describe('LessonMarkdown', () => {
  it('renders the lesson’s Markdown safely: headings below the title, no raw HTML, external links apart, images only over https', async () => {
    renderWithProviders(<LessonMarkdown>{TEXT}</LessonMarkdown>);
    expect(await screen.findByRole('heading', { level: 2, name: 'Key ideas' })).toBeInTheDocument();
    // Raw HTML is dropped: its tags make no element (the words between them stay as plain text).
    expect(document.querySelector('b, script')).toBeNull();
    const external = screen.getByRole('link', { name: 'the paper' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'glossary' })).not.toHaveAttribute('target');
    expect(screen.getByText('this').closest('a')?.getAttribute('href') ?? '').not.toContain('javascript');
    expect(screen.getByRole('img', { name: 'diagram' })).toHaveAttribute('src', 'https://example.org/d.png');
    expect(screen.queryByRole('img', { name: 'tracker' })).not.toBeInTheDocument();
  });

  it('renders a Markdown table as a table', async () => {
    renderWithProviders(<LessonMarkdown>{'| Model | Error |\n| --- | ---: |\n| Baseline | 12% |\n| Tuned | 7% |'}</LessonMarkdown>);
    const table = await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: 'Model' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Tuned' })).toBeInTheDocument();
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
  });
});
