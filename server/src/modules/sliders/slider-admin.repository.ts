import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sliders } from '../../db/schema/content';

export interface SliderValues {
  name: string;
  link: string;
  desktopImage: string;
  mobileImage: string;
}

export async function lockSlider(db: Database, id: number) {
  const [row] = await db.select().from(sliders).where(eq(sliders.id, id)).for('update');
  return row;
}

/** A new slider goes after the last one. */
export async function insertSlider(db: Database, values: SliderValues): Promise<void> {
  const position = sql`(select coalesce(max(${sliders.position}) + 1, 0) from ${sliders})`;
  await db.insert(sliders).values({ ...values, position });
}

export async function updateSlider(db: Database, id: number, values: SliderValues): Promise<void> {
  await db.update(sliders).set(values).where(eq(sliders.id, id));
}

export async function deleteSlider(db: Database, id: number): Promise<void> {
  await db.delete(sliders).where(eq(sliders.id, id));
}
