// Where the customer's page of personal-data rights lives (features/privacy): Pengaturan links
// to it and the server's notices name it, so the one address sits here, where every feature may
// read it.

/** 'Privasi dan Data Pribadi' (route privacy): consents, data copies and requests. */
export const PRIVACY_PATH = '/privasi';
