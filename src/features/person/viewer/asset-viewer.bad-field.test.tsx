import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, setupApiTests } from '@/test/api';
import { assetPlaces, brokenFields, expectReportedAlone, expectShown, identifiesItem, type BrokenField, type ShownValue } from '@/test/broken-fields';
import { renderWithProviders } from '@/test/render';
import { ids, specAsset } from '@/test/spec-samples';
import { AssetViewer } from './asset-viewer';

setupApiTests();

/** What the viewer shows of `specAsset()`: its title and the details panel's facts. */
const shown: ShownValue[] = [
  { text: 'IMG_0001.jpg', from: { originalFileName: 'Photo' } },
  { text: 'June 1, 2024' },
  { text: 'Canon EOS R6', from: { 'exifInfo.make': 'EOS R6', 'exifInfo.model': 'Canon' } },
  { text: 'ƒ/2.8', from: { 'exifInfo.fNumber': undefined } },
  { text: 'Lisbon, Lisbon, Portugal', from: { 'exifInfo.city': 'Lisbon, Portugal', 'exifInfo.state': 'Lisbon, Portugal', 'exifInfo.country': 'Lisbon, Lisbon' } },
  { text: 'Alice', from: { 'people.0.name': 'Unnamed person', 'people.0': undefined } },
];

function renderViewer(broken: BrokenField) {
  fakeApi({ [`GET /api/assets/${ids.asset}`]: { body: broken.input } });
  renderWithProviders(
    <AssetViewer assetId={ids.asset} isVideoHint={false} thumbhash={undefined} previousId={undefined} nextId={undefined} position={undefined} onStep={() => false} onClose={() => undefined} />,
  );
}

beforeEach(() => {
  // the stage has a size in a browser (the face boxes are placed on it); jsdom lays nothing out
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  window.localStorage.setItem('keepsake.viewer.details', 'open');
});
afterEach(() => {
  window.localStorage.clear();
});

const cases = brokenFields(specAsset, assetPlaces());

// Rendering the real dialog in jsdom is slow on a busy machine.
describe('the viewer’s details with one field of the asset broken (ADR 085)', { timeout: 30_000 }, () => {
  it.each(cases.filter((c) => !identifiesItem(c)).map((c) => [c.name, c] as const))('%s: wrong type → the rest renders', async (_name, broken) => {
    renderViewer(broken);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const details = within(dialog).getByRole('region', { name: 'Details' });
    // the facts are there: the asset is shown, not an error
    await within(details).findByText('File', {}, { timeout: 5000 });
    // the preview "loads" (jsdom loads no images), so the face boxes are drawn too
    fireEvent.load(within(dialog).getByRole('img', { name: /^Photo/ }));
    // (the viewer's live regions are always there: none may say anything)
    expect(within(dialog).queryAllByRole('alert').filter((alert) => alert.textContent)).toEqual([]);
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    expectShown(dialog, shown, broken);
    expectReportedAlone(broken);
  });

  it.each(cases.filter(identifiesItem).map((c) => [c.name, c] as const))('%s: wrong type → the asset cannot be told apart: bad data in the details, the viewer stays', async (_name, broken) => {
    renderViewer(broken);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const details = within(dialog).getByRole('region', { name: 'Details' });
    expect(await within(details).findByRole('heading', { name: 'Your library sent something we can’t read' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close viewer' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('IMG_0001.jpg');
  });
});
