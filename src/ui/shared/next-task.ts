/** Ends the current task, so that the browser can paint and answer input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
