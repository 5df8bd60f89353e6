import { Link } from 'react-router';
import { personThumbnailUrl, type Asset, type AssetFace } from '@/api';
import { PENDING_PERSON_ID } from '@/api/people-edits';
import { Thumbnail } from '@/components/thumbnail';
import { ageAt, parseCalendarDate } from '@/lib/age';
import { uprightSize } from '@/lib/asset-aspect';
import {
  formatCaptureTime,
  formatCoordinates,
  formatDimensions,
  formatExposureTime,
  formatFNumber,
  formatFocalLength,
  formatIso,
  formatMegapixels,
  formatPlace,
  openStreetMapUrl,
} from '@/lib/exif-format';
import { formatFileSize } from '@/lib/file-size';
import { initials } from '@/lib/initials';
import { personLabel } from '@/lib/person-name';
import { highlightKey } from './face-layer';
import { useI18n } from '@/i18n';
import styles from './details-panel.module.css';

/** Props of {@link DetailsPanel}. */
export interface DetailsPanelProps {
  asset: Asset;
  highlightedId: string | undefined;
  onHighlight: (personId: string | undefined) => void;
  /** set where the reader may change whose faces these are: each person and face gets a button */
  onEditFace?: ((face: AssetFace, opener: HTMLElement) => void) | undefined;
}

/** Values joined so that each one ("ISO 400", "68.0 KiB") wraps as a whole. */
function joinNoWrap(values: (string | undefined)[], separator: string) {
  return values.map((v, i) => (
    <span key={i}>
      {i > 0 && separator}
      <span className={styles.nowrap}>{v}</span>
    </span>
  ));
}

/** True when the EXIF block has anything a person would call EXIF (not just size and file size). */
function hasExif(asset: Asset): boolean {
  const e = asset.exifInfo;
  if (!e) return false;
  return [e.make, e.model, e.lensModel, e.exposureTime, e.fNumber, e.focalLength, e.iso, e.dateTimeOriginal, e.latitude, e.city].some(
    (v) => v !== undefined && v !== '',
  );
}

/** Everything known about one photo: description, people, when, file, camera, place, tags. */
export function DetailsPanel({ asset, highlightedId, onHighlight, onEditFace }: DetailsPanelProps) {
  const { t, formatLocale } = useI18n();
  const e = asset.exifInfo;
  const when = formatCaptureTime({ dateTimeOriginal: e?.dateTimeOriginal, timeZone: e?.timeZone, localDateTime: asset.localDateTime }, formatLocale);
  const photoDate = parseCalendarDate(asset.localDateTime);
  const people = asset.people ?? [];
  // faces of nobody the viewer may see (unassigned, or a person they do not own): listed, not linked
  const unnamedFaces = asset.faces.filter((face) => !face.person);
  // the server's own upright size (v2+) when it has one, else EXIF's turned by its orientation
  const upright = uprightSize(asset);
  const megapixels = formatMegapixels(upright?.width, upright?.height, formatLocale);
  const fileFacts = [
    megapixels === undefined ? undefined : t('person.details.megapixels', { value: megapixels }),
    formatDimensions(upright?.width, upright?.height, undefined, formatLocale),
    formatFileSize(e?.fileSizeInByte, formatLocale),
  ].filter(Boolean);
  const camera = [e?.make, e?.model].filter((v) => v?.trim()).join(' ');
  const exposure = [
    formatFNumber(e?.fNumber, formatLocale),
    formatExposureTime(e?.exposureTime, formatLocale),
    formatFocalLength(e?.focalLength, formatLocale),
    formatIso(e?.iso, formatLocale),
  ].filter(Boolean);
  const place = formatPlace(e?.city, e?.state, e?.country, t('person.details.placeSeparator'));
  const position = formatCoordinates(e?.latitude, e?.longitude, formatLocale);
  const coordinates = position && t('person.details.coordinates', position);
  const mapUrl = openStreetMapUrl(e?.latitude, e?.longitude);
  // the whole path of a hierarchical tag ("Travel/Japan"), as v2+ send it in `value`
  const tags = [...new Set((asset.tags ?? []).map((tag) => tag.value).filter(Boolean))];
  const objects = [...(asset.smartInfo?.objects ?? []), ...(asset.smartInfo?.tags ?? [])].filter(Boolean);

  return (
    <div className={styles.panel}>
      {e?.description?.trim() && <p className={styles.description}>{e.description}</p>}

      {people.length + unnamedFaces.length > 0 && (
        <section aria-labelledby="details-people">
          <h3 id="details-people" className={styles.heading}>
            {t('person.details.people')}
          </h3>
          <ul className={styles.people}>
            {people.map((person) => {
              const age = photoDate ? ageAt(person.birthDate, photoDate) : undefined;
              const name = personLabel(person.name, t('app.person.unnamed'));
              const face = asset.faces.find((f) => f.person?.id === person.id);
              if (person.id === PENDING_PERSON_ID) {
                // a new person the server has not made yet: no page to link to
                return (
                  <li key={person.id} className={styles.unnamedFace}>
                    <span className={styles.personFace}>
                      <Thumbnail src={undefined} alt="" shape="circle" aspectRatio={1} fallback={initials(person.name || '?')} />
                    </span>
                    <span className={styles.personName}>{name}</span>
                  </li>
                );
              }
              return (
                <li key={person.id} className={styles.personRow}>
                  <Link
                    to={`/people/${encodeURIComponent(person.id)}`}
                    className={styles.person}
                    data-highlighted={person.id === highlightedId || undefined}
                    onMouseEnter={() => onHighlight(person.id)}
                    onMouseLeave={() => onHighlight(undefined)}
                    onFocus={() => onHighlight(person.id)}
                    onBlur={() => onHighlight(undefined)}
                  >
                    <span className={styles.personFace}>
                      <Thumbnail src={personThumbnailUrl(person.id)} alt="" shape="circle" aspectRatio={1} fallback={initials(person.name || '?')} />
                    </span>
                    <span>
                      <span className={styles.personName}>{name}</span>
                      {age !== undefined && <span className={styles.muted}>{t('person.details.ageInPhoto', { age })}</span>}
                    </span>
                  </Link>
                  {onEditFace && face && (
                    <button type="button" className={`button button--quiet ${styles.editFace}`} data-edit-face={face.id} aria-label={t('person.faces.changeWho', { name })} onClick={(event) => onEditFace(face, event.currentTarget)}>
                      {t('person.faces.change')}
                    </button>
                  )}
                </li>
              );
            })}
            {unnamedFaces.map((face) => (
              <li key={face.id} className={styles.unnamedFace} data-face-id={face.id} data-highlighted={highlightKey(face) === highlightedId || undefined}>
                <span className={styles.personFace}>
                  <Thumbnail src={undefined} alt="" shape="circle" aspectRatio={1} fallback="?" />
                </span>
                <span className={styles.personName}>{t('app.person.unnamed')}</span>
                {onEditFace && (
                  <button type="button" className={`button button--quiet ${styles.editFace}`} data-edit-face={face.id} onClick={(event) => onEditFace(face, event.currentTarget)}>
                    {t('person.faces.whoIsThis')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <dl className={styles.facts}>
        {when && (
          <div className={styles.fact}>
            <dt>{t('person.details.taken')}</dt>
            <dd>
              <time dateTime={when.machine}>
                {when.date}
                <br />
                {when.time}
              </time>
            </dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>{t('person.details.file')}</dt>
          <dd>
            <span className={styles.fileName}>{asset.originalFileName}</span>
            {fileFacts.length > 0 && <span className={styles.muted}>{joinNoWrap(fileFacts, ' · ')}</span>}
          </dd>
        </div>
        {(camera || e?.lensModel) && (
          <div className={styles.fact}>
            <dt>{t('person.details.camera')}</dt>
            <dd>
              {camera && <span>{camera}</span>}
              {e?.lensModel && <span className={styles.muted}>{e.lensModel}</span>}
              {exposure.length > 0 && <span className={styles.exposure}>{joinNoWrap(exposure, ' ')}</span>}
            </dd>
          </div>
        )}
        {!camera && !e?.lensModel && exposure.length > 0 && (
          <div className={styles.fact}>
            <dt>{t('person.details.exposure')}</dt>
            <dd>
              <span className={styles.exposure}>{joinNoWrap(exposure, ' ')}</span>
            </dd>
          </div>
        )}
        {(place || coordinates) && (
          <div className={styles.fact}>
            <dt>{t('person.details.place')}</dt>
            <dd>
              {place && <span>{place}</span>}
              {coordinates && <span className={styles.muted}>{coordinates}</span>}
              {mapUrl && (
                <a href={mapUrl} target="_blank" rel="noopener noreferrer">
                  {t('person.details.openMap')}
                  <span className="visually-hidden"> {t('person.details.newTab')}</span>
                </a>
              )}
            </dd>
          </div>
        )}
        {tags.length > 0 && (
          <div className={styles.fact}>
            <dt>{t('person.details.tags')}</dt>
            <dd className={styles.chips}>
              {tags.map((tag) => (
                <span key={tag} className={styles.chip}>
                  {tag}
                </span>
              ))}
            </dd>
          </div>
        )}
        {objects.length > 0 && (
          <div className={styles.fact}>
            <dt>{t('person.details.detected')}</dt>
            <dd className={styles.chips}>
              {[...new Set(objects)].map((object) => (
                <span key={object} className={styles.chip}>
                  {object}
                </span>
              ))}
            </dd>
          </div>
        )}
      </dl>
      {!hasExif(asset) && <p className={styles.muted}>{t('person.details.noExif')}</p>}
    </div>
  );
}
