// The page title of this feature's route, apart from its other texts: the route table (part
// of the first download) needs only this, not the whole messages module.
export const titles = {
  passkeys: 'Passkey',
} as const;
