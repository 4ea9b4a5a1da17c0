// The page titles of this feature's routes, apart from its other texts: the route table
// (part of the first download) needs only these, not the whole messages module.
export const titles = {
  entry: 'Pantau Pengajuan SPAJ',
  polis: 'Pengajuan SPAJ',
  followUp: 'Pantau SPAJ',
  approved: 'Keputusan Underwriting',
} as const;
