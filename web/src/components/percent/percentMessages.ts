// Texts of every split by percent over a policy's funds (a top-up's allocation, a switch's
// target funds, a new premium allocation): the field of each fund, its buttons, the sum and
// the refusals. Each feature keeps its own heading and hint around the fields.
export const percentMessages = {
  /** The field's and the buttons' accessible names: they name the fund. */
  label: (fund: string) => `Persen ${fund}`,
  decrease: (fund: string) => `Kurangi persen ${fund}`,
  increase: (fund: string) => `Tambah persen ${fund}`,
  /** The line under a fund's name, unless the feature says otherwise. */
  current: (percent: number) => `Alokasi premi saat ini ${percent}%`,
  sum: 'Jumlah',
  errors: {
    range: 'Isi persen bulat 0 sampai 100.',
    step: 'Persen harus kelipatan 5.',
    min: 'Paling sedikit 10% untuk dana yang dipilih.',
    sum: (sum: number) =>
      sum < 100
        ? `Jumlah ${sum}%: tambah ${100 - sum}% agar tepat 100%.`
        : `Jumlah ${sum}%: kurangi ${sum - 100}% agar tepat 100%.`,
  },
} as const;
