// Queries over the whole page: popups, modals and offcanvas panels render into
// document.body, outside the story's canvas.
import { within } from 'storybook/test';

export const page = () => within(document.body);

/** Resolves after `ms` milliseconds (countdowns). */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
