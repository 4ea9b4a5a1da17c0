// The complaint form's address, shared with Hubungi Kami (its card 'Sampaikan pengaduan')
// and the complaint feature's route table (features/complaint/paths.ts).
export const COMPLAINT_FORM_PATH = '/pengaduan/baru';
