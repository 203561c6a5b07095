import { useState } from 'react';

/** A form's image: the file chosen (none until one is dropped) and the props of its `ImageDrop`. */
export function useImageField(currentUrl: string | null | undefined) {
  const [file, setFile] = useState<File | null>(null);
  return { file, drop: { currentUrl: currentUrl ?? null, value: file, onChange: setFile } };
}
