import type { Slider } from '@contracts/products';
import { useState, type FormEvent, type Ref } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-error';
import { ImagePicker } from '@/features/vendor-catalog/image-picker';
import { pickFiles, releaseFiles, type PickedFile } from '@/features/vendor-catalog/picked-files';
import { reportSave } from '@/features/vendor-catalog/report';
import { useImageUpload } from '@/features/vendor-catalog/upload-images';
import { UploadProgress } from '@/features/vendor-catalog/upload-progress';
import { Panel } from '@/features/vendor-catalog/panel';
import admin from '../vendor-catalog/admin.module.css';
import { LinkPicker } from './link-picker';
import { sliderProblem } from './slider-rules';
import {
  useInsertSliderMutation,
  useUpdateSliderMutation,
  type SliderFields,
} from './vendor-sliders-api';
import styles from './sliders-page.module.css';

interface SliderFormProps {
  /** The slider being edited (edit mode), or null (insert mode). */
  editing: Slider | null;
  onDone: () => void;
  /** The form's heading, focused when edit mode opens. */
  headingRef?: Ref<HTMLHeadingElement>;
}

type Slot = 'desktop' | 'mobile';

/** Insert mode, or edit mode when a slider is chosen: name, link, desktop and mobile images. */
export function SliderForm({ editing, onDone, headingRef }: SliderFormProps) {
  const [insertSlider] = useInsertSliderMutation();
  const [updateSlider] = useUpdateSliderMutation();
  const { upload, progress, error: uploadError } = useImageUpload();
  const [name, setName] = useState(editing?.name ?? '');
  const [link, setLink] = useState(editing?.link ?? '');
  const [files, setFiles] = useState<Record<Slot, PickedFile | null>>({
    desktop: null,
    mobile: null,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const current = { desktop: editing?.image[0], mobile: editing?.image[1] };

  const pick = (slot: Slot) => (file: File | null) => {
    const previous = files[slot];
    if (previous) releaseFiles([previous]);
    setFiles({ ...files, [slot]: file ? pickFiles([file])[0]! : null });
    setProblem(null);
  };

  /** The two urls: the kept ones, and the chosen files uploaded in one request. */
  const imageUrls = async (): Promise<[string, string] | null> => {
    const slots: Slot[] = ['desktop', 'mobile'];
    const toUpload = slots.filter((slot) => files[slot]);
    const uploaded = toUpload.length ? await upload(toUpload.map((slot) => files[slot]!.file)) : [];
    if (!uploaded) return null;
    const [desktop, mobile] = slots.map((slot) =>
      files[slot] ? uploaded[toUpload.indexOf(slot)]! : current[slot]!,
    );
    return [desktop!, mobile!];
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = sliderProblem({
      name,
      link,
      hasDesktop: Boolean(files.desktop ?? current.desktop),
      hasMobile: Boolean(files.mobile ?? current.mobile),
    });
    setProblem(found);
    if (found) return;
    setSaving(true);
    const img = await imageUrls();
    if (!img) return setSaving(false);
    const fields: SliderFields = { name: name.trim(), link: link.trim(), img };
    const result = editing
      ? await updateSlider({ id: editing._id, ...fields })
      : await insertSlider(fields);
    setSaving(false);
    if (result.error) return setProblem(errorMessage(result.error));
    reportSave(result);
    releaseFiles([files.desktop, files.mobile].filter((file) => file !== null));
    onDone();
  };

  const title = editing ? `Edit slider: ${editing.name || 'untitled'}` : 'Add a slider';
  return (
    <Panel aria-labelledby="slider-form-title">
      <h2 id="slider-form-title" ref={headingRef} tabIndex={-1} className={styles.formTitle}>
        {title}
      </h2>
      <p className={admin.cardText}>
        Desktop images show at 3:1 (e.g. 1920×640), mobile images at 4:5 (e.g. 800×1000).
      </p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={admin.formGrid}>
          <TextField
            label="Slider name"
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
          />
          <div className={styles.linkField}>
            <TextField
              label="Link"
              hint="Choose a page of the shop, or type an https:// address"
              value={link}
              maxLength={500}
              onChange={(event) => setLink(event.target.value)}
            />
            <LinkPicker onPick={setLink} />
          </div>
        </div>
        <div className={styles.slots}>
          <ImagePicker
            label="Desktop image"
            preview={files.desktop?.preview ?? null}
            currentUrl={current.desktop}
            onPick={pick('desktop')}
            aspectRatio="3 / 1"
            disabled={saving}
          />
          <ImagePicker
            label="Mobile image"
            preview={files.mobile?.preview ?? null}
            currentUrl={current.mobile}
            onPick={pick('mobile')}
            aspectRatio="4 / 5"
            disabled={saving}
          />
        </div>
        {progress !== null && <UploadProgress value={progress} />}
        {(problem ?? uploadError) && (
          <p role="alert" className={admin.errorBox}>
            {problem ?? uploadError}
          </p>
        )}
        <div className={admin.formActions}>
          {editing && (
            <Button variant="secondary" onClick={onDone}>
              Cancel edit
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {editing ? 'Update slider' : 'Insert slider'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
