/** The current time; tests pass a fake one to move through idle, absolute and lock windows without sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
