// Where the investment screen lives: the row of routes.ts (part of every page's first
// download, so only what the route table needs is here).

/** 'Investasi': a unit link policy's funds and charts (`?policy=`: that policy). */
export const INVESTMENT_PATH = '/polis/investasi';

/** 'Pengalihan Dana': a unit link policy's fund switch (`?policy=`). */
export const FUND_SWITCH_PATH = '/polis/investasi/pengalihan';

/** 'Ubah Alokasi Premi': the allocation of a unit link policy's next premiums (`?policy=`). */
export const ALLOCATION_CHANGE_PATH = '/polis/investasi/alokasi';
