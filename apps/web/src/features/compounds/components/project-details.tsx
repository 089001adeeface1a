import Image from 'next/image';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Project } from '@app/shared';
import { Badge } from '@/components/ui/badge';
import { Gallery } from '@/components/ui/gallery';

/** Everything the spec's project view shows: name, location, media, status, delivery, developer and texts. */
export async function ProjectDetails({ project }: { project: Project }) {
  const t = await getTranslations('compound');
  const status = await getTranslations('projectStatus');
  const g = await getTranslations('gallery');
  const format = await getFormatter();
  const delivery = project.delivery_date
    ? format.dateTime(new Date(`${project.delivery_date}T00:00:00Z`), {
        year: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      })
    : null;

  return (
    <>
      <section className="relative isolate overflow-hidden bg-sea-900">
        <Image
          src={project.main_image}
          alt={project.name}
          fill
          preload
          quality={60}
          sizes="100vw"
          className="-z-10 object-cover opacity-60"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-sea-900/90 via-sea-900/40 to-transparent" />
        <div className="mx-auto max-w-7xl px-4 pb-12 pt-32 sm:px-6 md:pt-48">
          <Badge tone="sea">{status(project.status)}</Badge>
          <h1 className="mt-3 text-4xl font-bold text-white md:text-5xl">{project.name}</h1>
          <p className="mt-2 text-lg text-sea-50">{project.location}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <section aria-labelledby="about-compound">
            <h2 id="about-compound" className="text-2xl font-bold text-sea-900">
              {t('about')}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">{project.description}</p>
          </section>
          {project.main_video && (
            <video
              controls
              muted
              playsInline
              preload="none"
              poster={project.main_image}
              aria-label={t('video', { name: project.name })}
              className="aspect-video w-full rounded-2xl bg-black"
            >
              <source src={project.main_video} type="video/mp4" />
              {t('videoUnsupported')}
            </video>
          )}
          <section aria-labelledby="specifications">
            <h2 id="specifications" className="text-2xl font-bold text-sea-900">
              {t('specifications')}
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {project.specifications.map((item) => (
                <li key={item} className="flex gap-2 text-slate-700">
                  <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-sea-500" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="vision">
            <h2 id="vision" className="text-2xl font-bold text-sea-900">
              {t('vision')}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">{project.vision}</p>
          </section>
          <section aria-labelledby="gallery">
            <h2 id="gallery" className="text-2xl font-bold text-sea-900">
              {t('gallery')}
            </h2>
            <div className="mt-4">
              <Gallery
                images={project.gallery_images.map((image, i) => ({
                  src: image.url,
                  alt: t('photo', { number: i + 1, name: project.name }),
                }))}
                labels={{
                  open: g('open'),
                  close: g('close'),
                  previous: g('previous'),
                  next: g('next'),
                }}
              />
            </div>
          </section>
        </div>
        <aside className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <dl className="space-y-4 text-sm">
            <div>
              <dt className="text-slate-600">{t('developer')}</dt>
              <dd className="mt-1 flex items-center gap-3 font-semibold text-slate-900">
                <Image src={project.developer.logo} alt="" width={48} height={48} className="rounded-lg" />
                {project.developer.name}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('status')}</dt>
              <dd className="mt-1 font-semibold text-slate-900">{status(project.status)}</dd>
            </div>
            {delivery && (
              <div>
                <dt className="text-slate-600">{t('delivery')}</dt>
                <dd className="mt-1 font-semibold text-slate-900">{delivery}</dd>
              </div>
            )}
            <div>
              <dt className="text-slate-600">{t('location')}</dt>
              <dd className="mt-1 font-semibold text-slate-900">{project.location}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </>
  );
}
