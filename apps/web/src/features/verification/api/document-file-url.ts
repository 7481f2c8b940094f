/** A document's file, for a link or an image: the browser fetches it with the session cookie. */
export const documentFileUrl = (id: string) => `/api/verification/documents/${id}/file`;
