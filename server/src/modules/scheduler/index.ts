/** The scheduler module's front door: jobs that run on a schedule, once across every app process (agenda). */
export { defineJob, scheduler, startScheduler, stopScheduler } from './scheduler.js';
