import { Button, FileUpload } from '@blockbeat/ui';
import type { ImageFiles } from '../hooks/useImageFiles';
import { fileSize, IMAGE_ACCEPT, IMAGE_HINT } from '../model/images';

/** Up to three images for a message: each chosen file with Remove, and a button to add one more. */
export function ImagePicker({ images, busy }: { images: ImageFiles; busy: boolean }) {
  return (
    <div className="image-picker">
      {images.files.length > 0 && (
        <ul className="chosen-images" aria-label="Images to attach">
          {images.files.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              <span className="chosen-image-name">{file.name}</span>
              <span className="muted-text">{fileSize(file.size)}</span>
              <Button size="small" aria-label={`Remove ${file.name}`} disabled={busy} onClick={() => images.remove(i)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {images.canAdd ? (
        <FileUpload label="Attach an image" accept={IMAGE_ACCEPT} busy={busy} hint={IMAGE_HINT} error={images.error} hasFile={false} removeLabel="" onFile={(file) => void images.add(file)} />
      ) : (
        <p className="muted-text">That is as many images as one message can carry.</p>
      )}
    </div>
  );
}
