/** The JSON download of everything the platform holds about me (a plain link: the browser saves it). */
export const EXPORT_URL = '/api/me/export';
