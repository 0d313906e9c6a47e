import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { cleanFileName } from '../files/file-name.js';
import { HttpError } from './http-error.js';

export type UploadedFile = { buffer: Buffer; originalName: string };

/**
 * One file in the multipart field `file`, held in memory up to `maxBytes` (the bytes are sniffed
 * and extracted before anything touches the disk). Multer's errors become clear 4xx answers.
 */
export function singleFileUpload(maxBytes: number): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10 },
    // Browsers send file names as UTF-8 bytes without saying so; multer would read them as latin1.
    defParamCharset: 'utf8',
  }).single('file');
  const limit = maxBytes >= 1024 * 1024 ? `${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(maxBytes / 1024)} KB`;
  return (req: Request, res: Response, next) => {
    parse(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, `The file is larger than the ${limit} limit.`));
        if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') {
          return next(new HttpError(400, 'Please upload one file in the "file" field.'));
        }
        return next(new HttpError(400, 'The upload could not be read.'));
      }
      next(error);
    });
  };
}

export function uploadedFile(req: Request): UploadedFile {
  if (!req.file) throw new HttpError(400, 'Please choose a file to upload.');
  return { buffer: req.file.buffer, originalName: cleanFileName(req.file.originalname) };
}
