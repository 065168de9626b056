import { describe, expect, it } from 'vitest';
import { EMPTY_ACTIVITY_FILTERS, toActivityExportFilter, toActivityFilter } from './activity-filter';

describe('activity filter', () => {
  it('exports what the page shows: the actor search, type, action, status and whole days', () => {
    const shown = toActivityFilter({ ...EMPTY_ACTIVITY_FILTERS, entityType: 'faq', action: 'create', status: 'error', from: '2026-03-04', to: '2026-03-05' }, 'eddie');
    const exported = toActivityExportFilter(shown);
    expect(exported).toEqual({
      search: 'eddie',
      entityType: 'faq',
      action: 'create',
      status: 'error',
      from: new Date(2026, 2, 4).toISOString(),
      to: new Date(2026, 2, 5, 23, 59, 59, 999).toISOString(),
    });
    expect(toActivityExportFilter(toActivityFilter(EMPTY_ACTIVITY_FILTERS, ''))).toEqual({ search: null, entityType: null, action: null, status: null, from: null, to: null });
  });
});
