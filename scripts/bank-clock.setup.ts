// Vitest setup shared by core, server and web: with BANK_CLOCK_AT set (the date matrix,
// scripts/test-dates.mjs), every suite's Date starts at that instant and runs forward in real time.
// Only Date is faked; timers stay real. A test that installs its own fake timers keeps them until it
// puts the real ones back; the next test is pinned again.
import { beforeEach, vi } from 'vitest';

const at = process.env.BANK_CLOCK_AT;
if (at) {
  const start = Date.parse(at);
  if (Number.isNaN(start)) throw new Error(`BANK_CLOCK_AT is not an instant: ${at}`);
  const began = performance.now();
  const pin = () =>
    vi.useFakeTimers({ toFake: ['Date'], now: start + (performance.now() - began), shouldAdvanceTime: true });
  pin();
  beforeEach(() => {
    if (!vi.isFakeTimers()) pin();
  });
}
