import sharp from 'sharp';

/**
 * libvips keeps the last files it read open (mapped) in its cache by default. For uploads that
 * is a leak: a temporary upload removed after its check stays mapped, so its disk space is not
 * given back and the volume cannot be remounted read-only. Files are closed after each use.
 */
export function closeImageFilesAfterUse(): void {
  sharp.cache({ files: 0 });
}
