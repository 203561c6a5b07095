/** A clock that only moves when told to, for idle, absolute and lock windows without sleeping. */
export function fakeClock(start = new Date('2026-03-02T09:00:00Z')) {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance(ms: number) {
      time += ms;
    },
  };
}

export type FakeClock = ReturnType<typeof fakeClock>;
