import { describe, expect, it } from 'vitest';
import { formatFileSize, toApplyFormData, validateApplyForm } from './apply-form';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('the Apply form rules', () => {
  it('asks for a phone number and a résumé, in the server’s words', () => {
    expect(validateApplyForm({ phone: ' ', coverLetter: '', resume: null })).toEqual({
      phone: 'Phone number is required',
      resume: 'Résumé is required: attach a PDF, DOC or DOCX file',
    });
  });

  it('accepts usual phone formats and refuses text', () => {
    expect(validateApplyForm({ phone: '+1 (415) 555-0100', coverLetter: '', resume: file('cv.pdf', 10) })).toEqual({});
    expect(validateApplyForm({ phone: 'call me', coverLetter: '', resume: file('cv.pdf', 10) }).phone).toBe('Enter a valid phone number');
    expect(validateApplyForm({ phone: '123', coverLetter: '', resume: file('cv.pdf', 10) }).phone).toBe('Enter a valid phone number');
  });

  it('takes PDF, DOC and DOCX up to 5 MB', () => {
    const check = (name: string, size: number) => validateApplyForm({ phone: '4155550100', coverLetter: '', resume: file(name, size) }).resume;
    expect(check('cv.DOCX', 100)).toBeUndefined();
    expect(check('cv.doc', 100)).toBeUndefined();
    expect(check('cv.png', 100)).toBe('Résumé must be a PDF, DOC or DOCX file');
    expect(check('cv.pdf', 0)).toBe('Résumé file is empty');
    expect(check('cv.pdf', 5 * 1024 * 1024 + 1)).toBe('Résumé must be at most 5 MB');
  });

  it('sends the fields and the file under the names the server reads', () => {
    const form = toApplyFormData({ phone: ' 4155550100 ', coverLetter: '  ', resume: file('cv.pdf', 3) });
    expect(form.get('phone')).toBe('4155550100');
    expect(form.has('coverLetter')).toBe(false);
    expect((form.get('resume') as File).name).toBe('cv.pdf');
    expect(formatFileSize(1_572_864)).toBe('1.5 MB');
    expect(formatFileSize(300)).toBe('1 KB');
  });
});
