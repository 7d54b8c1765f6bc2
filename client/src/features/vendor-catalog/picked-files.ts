/** A file chosen in a picker, with a preview url made once when it was picked. */
export interface PickedFile {
  file: File;
  preview: string;
}

// jsdom (tests) has no object urls; the preview is then simply empty.
const canPreview = () => typeof URL.createObjectURL === 'function';

export function pickFiles(files: File[]): PickedFile[] {
  return files.map((file) => ({ file, preview: canPreview() ? URL.createObjectURL(file) : '' }));
}

/**
 * Frees previews that are no longer shown. Called when files are removed or the form is reset,
 * not on unmount: StrictMode's trial unmount would otherwise break previews still in state.
 */
export function releaseFiles(picked: PickedFile[]): void {
  for (const { preview } of picked) if (preview) URL.revokeObjectURL(preview);
}
