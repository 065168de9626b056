import { describe, expect, it } from 'vitest';
import { canWithdraw, trackerSteps } from './application-status';

describe('trackerSteps', () => {
  it('marks the pipeline done up to the current status', () => {
    expect(trackerSteps('interviewing', [{ status: 'submitted' }, { status: 'interviewing' }])).toEqual([
      { status: 'submitted', state: 'done' },
      { status: 'reviewing', state: 'done' },
      { status: 'interviewing', state: 'current' },
      { status: 'offered', state: 'upcoming' },
      { status: 'hired', state: 'upcoming' },
    ]);
    expect(trackerSteps('hired', []).every((step) => step.state === 'done')).toBe(true);
  });

  it('shows where a rejected or withdrawn application stopped', () => {
    expect(trackerSteps('rejected', [{ status: 'submitted' }, { status: 'reviewing' }, { status: 'rejected' }])).toEqual([
      { status: 'submitted', state: 'done' },
      { status: 'reviewing', state: 'done' },
      { status: 'rejected', state: 'stopped' },
    ]);
    expect(trackerSteps('withdrawn', [{ status: 'submitted' }, { status: 'withdrawn' }])).toEqual([
      { status: 'submitted', state: 'done' },
      { status: 'withdrawn', state: 'stopped' },
    ]);
  });

  it('lets the candidate withdraw only while the application is open', () => {
    expect(canWithdraw('offered')).toBe(true);
    expect(canWithdraw('hired')).toBe(false);
    expect(canWithdraw('withdrawn')).toBe(false);
  });
});
