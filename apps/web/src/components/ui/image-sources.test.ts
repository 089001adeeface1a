import { getImageProps } from 'next/image';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compactSources, compactStyle, expandSources, receiveSources, sendSources } from './image-sources';
import { Img } from './img';

/** An element's attributes, whatever their order. */
function attributes(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/ ([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

/** What Picture sends Img for getImageProps' props, as Img renders it. */
function throughImg(src: string, props: ReturnType<typeof getImageProps>['props']) {
  const { src: written, srcSet, style, ...rest } = props;
  const sources = compactSources(src, { src: written, srcSet });
  expect(sources, 'the default loader is recognised').not.toBeNull();
  return renderToStaticMarkup(createElement(Img, { ...rest, ...compactStyle(style), sources: sources! }));
}

describe('compact picture sources', () => {
  const cases = [
    {
      name: 'a picture that fills its box, by width',
      image: { src: '/media/projects/a b/main.webp', alt: '', fill: true, sizes: '(min-width: 768px) 22vw, 50vw' },
    },
    {
      name: 'a picture of a fixed size, by density',
      image: { src: '/media/developers/logo.png', alt: 'Logo', width: 44, height: 44 },
    },
    {
      name: 'a remote picture',
      image: { src: 'https://images.example.com/x.jpg?v=1&s=2', alt: 'x', width: 640, height: 480, sizes: '100vw' },
    },
    {
      name: 'the LCP picture',
      image: {
        src: '/media/units/17/1.webp',
        alt: 'Unit',
        fill: true,
        sizes: '100vw',
        loading: 'eager' as const,
        fetchPriority: 'high' as const,
      },
    },
  ];

  for (const { name, image } of cases) {
    it(`renders what next/image renders: ${name}`, () => {
      const { props } = getImageProps(image);
      const expected = attributes(renderToStaticMarkup(createElement('img', props)));
      expect(attributes(throughImg(image.src, props))).toEqual(expected);
    });
  }

  it('is far shorter than the written-out sources it stands for', () => {
    const { props } = getImageProps(cases[0]!.image);
    const sources = compactSources(cases[0]!.image.src, props)!;
    expect(JSON.stringify(sources).length * 4).toBeLessThan(props.srcSet!.length);
    expect(expandSources(sources)).toEqual({ src: props.src, srcSet: props.srcSet });
  });

  it('leaves sources another loader wrote as they are', () => {
    expect(compactSources('/media/a.webp', { src: '/cdn/a.webp?w=640', srcSet: '/cdn/a.webp?w=640 640w' })).toBeNull();
    expect(compactSources('/media/a.webp', { src: '/media/a.webp' })).toBeNull();
    const { props } = getImageProps({ src: '/media/a.webp', alt: '', width: 10, height: 10, unoptimized: true });
    expect(compactSources('/media/a.webp', props)).toBeNull();
    expect(receiveSources(sendSources('/media/a.webp', props))).toEqual({ src: props.src, srcSet: props.srcSet });
  });

  it('keeps a style of its own', () => {
    expect(compactStyle({ objectFit: 'cover' })).toEqual({ style: { objectFit: 'cover' } });
  });
});
