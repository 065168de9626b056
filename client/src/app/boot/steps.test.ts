import { describe, expect, it } from 'vitest';
import { BOOT_STEPS, runBootSteps, type AfterBootStep } from './steps';

describe('the boot steps of a server-rendered page', () => {
  it('runs every step in the order of the list, each in a task of its own, with its follow-up before the next step', async () => {
    const events: string[] = [];
    const after: AfterBootStep = {};
    for (const step of BOOT_STEPS) {
      after[step.name] = () => {
        events.push(step.name);
        // A task queued now (a tap waiting) runs before the next step does.
        setTimeout(() => events.push(`task after ${step.name}`), 0);
      };
    }
    const loaded = await runBootSteps(after);
    const names = BOOT_STEPS.map((step) => step.name);
    expect(events.filter((event) => !event.startsWith('task'))).toEqual(names);
    for (const name of names.slice(0, -1)) expect(events.indexOf(`task after ${name}`)).toBe(events.indexOf(name) + 1);
    expect(typeof loaded['boot-react'].hydrateRoot).toBe('function');
    expect(typeof loaded['boot-app'][0].App).toBe('function');
    expect(typeof loaded['boot-routes'].preloadScreens).toBe('function');
  }, 30_000);

  it('names each step once, and a module for every step but the number formatter', () => {
    expect(new Set(BOOT_STEPS.map((step) => step.name)).size).toBe(BOOT_STEPS.length);
    expect(BOOT_STEPS.filter((step) => step.module === null).map((step) => step.name)).toEqual(['number-format']);
  });
});
