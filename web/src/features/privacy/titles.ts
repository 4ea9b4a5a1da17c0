// The page titles of this feature's routes, apart from its other texts: the route table (part
// of the first download) needs only these, not the whole messages module.
export const titles = {
  privacy: 'Privasi dan Data Pribadi',
  request: 'Permintaan atas Data Pribadi',
} as const;
