// Texts of the portal's own date and time fields and of their calendar (Indonesian).
// The forms keep their own rules and messages ('Tanggal lahir tidak boleh setelah hari ini.');
// these are the field's.

/** Months as the calendar names them (January first). */
export const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** Days of the week, Monday first (the calendar's columns). */
export const WEEKDAYS = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'] as const;
export const WEEKDAYS_SHORT = ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'] as const;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export const dateMessages = {
  /** What the empty field shows: hari/bulan/tahun. */
  placeholder: 'hh/bb/tttt',
  /** Read by screen readers after the label (the placeholder is not always read). */
  format: 'Format hari/bulan/tahun, contoh 28/11/2026.',
  timePlaceholder: 'jj:mm',
  timeFormat: 'Format jam:menit dalam 24 jam, contoh 08:00 atau 17:30.',
  /** The calendar button of the field named `label` ('Tanggal mulai'). */
  openCalendar: (label: string) => `Pilih ${lowerFirst(label)} di kalender`,
  /** The calendar dialog of the field named `label`. */
  calendar: (label: string) => `Kalender ${lowerFirst(label)}`,
  previousMonth: 'Bulan sebelumnya',
  nextMonth: 'Bulan berikutnya',
  previousYear: 'Tahun sebelumnya',
  nextYear: 'Tahun berikutnya',
  close: 'Tutup',
  keys: 'Panah: pindah hari. Page Up/Page Down: pindah bulan. Enter: pilih. Esc: tutup.',
  today: 'hari ini',
  unavailable: 'tidak dapat dipilih',
  /** 'Sabtu, 28 November 2026'. */
  dayName: (weekday: string, day: number, month: string, year: number) =>
    `${weekday}, ${day} ${month} ${year}`,
  monthYear: (month: string, year: number) => `${month} ${year}`,
} as const;
