import { AppError } from '../../platform/errors.ts';

/** An expired vacancy: gone for good (search engines drop it), with a Dutch message. */
export class VacancyGoneError extends AppError {
  constructor() {
    super(410, 'GONE', 'Deze vacature is verlopen: je kunt niet meer solliciteren.');
  }
}

export class UnsupportedCvError extends AppError {
  constructor() {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', 'Upload je cv als PDF of als Word-bestand (.docx).');
  }
}

export const VACANCY_NOT_FOUND = 'Deze vacature bestaat niet.';
