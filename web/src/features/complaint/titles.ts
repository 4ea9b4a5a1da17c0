// The page titles of this feature's routes, apart from its other texts: the route table
// (part of the first download) needs only these, not the whole messages module.
export const titles = {
  list: 'Pengaduan Saya',
  form: 'Ajukan Pengaduan',
  detail: 'Detail Pengaduan',
} as const;
