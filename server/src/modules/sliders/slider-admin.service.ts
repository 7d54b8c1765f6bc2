import type { Slider } from '../../contracts/products';
import type { Database } from '../../db/client';
import { NotFound } from '../../http/errors';
import type { MediaService } from '../media/media.service';
import * as repo from './slider-admin.repository';
import type { SlidersService } from './sliders.service';

export const SLIDER_NOT_FOUND = 'Slider not found';

export interface SliderInput {
  name: string;
  link: string;
  /** [desktop, mobile] */
  img: string[];
}

const valuesOf = (input: SliderInput): repo.SliderValues => ({
  name: input.name,
  link: input.link,
  desktopImage: input.img[0]!,
  mobileImage: input.img[1]!,
});

/** The vendor's home-page sliders; answers the whole list after each change, read
 * from the database after the write (never through the public read cache). */
export function createSliderAdminService(
  db: Database,
  sliders: SlidersService,
  media: MediaService,
) {
  return {
    async insert(input: SliderInput): Promise<Slider[]> {
      await media.assertUsable(input.img);
      await repo.insertSlider(db, valuesOf(input));
      return sliders.listFresh();
    },

    /** Replaces the slider's fields; its pictures may be kept or newly uploaded ones. */
    async update(id: number, input: SliderInput): Promise<Slider[]> {
      const dropped = await db.transaction(async (tx) => {
        const current = await repo.lockSlider(tx, id);
        if (!current) throw new NotFound(SLIDER_NOT_FOUND);
        const before = [current.desktopImage, current.mobileImage];
        await media.assertUsable(input.img, before);
        await repo.updateSlider(tx, id, valuesOf(input));
        return before.filter((url) => !input.img.includes(url));
      });
      await media.discard(dropped);
      return sliders.listFresh();
    },

    async remove(id: number): Promise<Slider[]> {
      const images = await db.transaction(async (tx) => {
        const current = await repo.lockSlider(tx, id);
        if (!current) throw new NotFound(SLIDER_NOT_FOUND);
        await repo.deleteSlider(tx, id);
        return [current.desktopImage, current.mobileImage];
      });
      await media.discard(images);
      return sliders.listFresh();
    },
  };
}

export type SliderAdminService = ReturnType<typeof createSliderAdminService>;
