import Image from 'next/image';
import type { ReactNode } from 'react';

/** The band at the top of a page: a title, a line of text, and optionally a picture behind them. */
export function PageHeader({
  title,
  text,
  image,
  children,
}: {
  title: string;
  text?: string;
  image?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-sea-900">
      {image && <Image src={image} alt="" fill priority sizes="100vw" className="-z-10 object-cover opacity-50" />}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-sea-900/90 to-sea-900/40" />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
        <h1 className="text-3xl font-bold text-white md:text-4xl">{title}</h1>
        {text && <p className="mt-3 max-w-2xl text-lg text-sea-50">{text}</p>}
        {children}
      </div>
    </section>
  );
}
