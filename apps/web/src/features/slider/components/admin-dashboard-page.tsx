import { SliderImageList } from './slider-image-list';
import { SliderImageUploader } from './slider-image-uploader';

/** Dashboard: add a home-page slider image, and the list of current ones. */
export function AdminDashboardPage() {
  return (
    <div className="grid gap-8">
      <SliderImageUploader />
      <SliderImageList />
    </div>
  );
}
