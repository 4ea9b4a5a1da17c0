// Where the investment screen lives: the row of routes.ts (part of every page's first
// download, so only what the route table needs is here).

/** 'Investasi': a unit link policy's funds and charts (`?policy=`: that policy). */
export const INVESTMENT_PATH = '/polis/investasi';
