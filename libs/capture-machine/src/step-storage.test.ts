import { describe, expect, it } from 'vitest';
import { NAVIGATION_STEP_STORAGE_KEY } from '@ridgeline/domain';
import { createMemoryStorage, createStepStorage } from './step-storage';

describe('step storage', () => {
  it('resumes at the step written before a reload', () => {
    const storage = createMemoryStorage();
    createStepStorage(storage).write(4);
    expect(createStepStorage(storage).read()).toBe(4);
    expect(storage.getItem(NAVIGATION_STEP_STORAGE_KEY)).toBe('4');
  });

  it('starts at the first step when nothing was stored', () => {
    expect(createStepStorage(createMemoryStorage()).read()).toBe(0);
  });

  it.each(['-1', 'two', '3.5', '7', '99', ''])(
    'starts at the first step when the stored value is %j',
    (raw) => {
      const storage = createMemoryStorage();
      storage.setItem(NAVIGATION_STEP_STORAGE_KEY, raw);
      expect(createStepStorage(storage).read()).toBe(0);
    },
  );

  it('forgets the step when cleared', () => {
    const storage = createMemoryStorage();
    const steps = createStepStorage(storage);
    steps.write(2);
    steps.clear();
    expect(storage.getItem(NAVIGATION_STEP_STORAGE_KEY)).toBeNull();
  });
});
