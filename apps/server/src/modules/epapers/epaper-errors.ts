import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import { HttpError, notFound } from '../../lib/http-error.ts';

export const epaperNotFound = () => notFound(EPAPER_TEXTS.notFound);

/** A 409: the edition is not in a state that allows this. */
export const notNow = (message: string) => new HttpError(409, message, ERROR_CODES.conflict);
