import { getImageProps } from 'next/image';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { STYLE_CLASSES, expandSources, receiveSources } from './image-attributes';
import { FILL_STYLE, PLAIN_STYLE, compactSources, compactStyle, sendSources } from './image-sources';
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
    it(`renders what next/image renders, its style as a class: ${name}`, () => {
      const { props } = getImageProps(image);
      const { style, ...expected } = attributes(renderToStaticMarkup(createElement('img', props)));
      const own = 'fill' in image ? STYLE_CLASSES.fill : STYLE_CLASSES.plain;
      expect(style).toBe(
        'fill' in image
          ? 'position:absolute;height:100%;width:100%;left:0;top:0;right:0;bottom:0;color:transparent'
          : 'color:transparent',
      );
      expect(attributes(throughImg(image.src, props))).toEqual({ ...expected, class: own });
    });
  }

  it("writes a picture's own classes after the style's", () => {
    const { props } = getImageProps({ ...cases[0]!.image, className: 'object-cover' });
    expect(attributes(throughImg(cases[0]!.image.src, props)).class).toBe(`${STYLE_CLASSES.fill} object-cover`);
  });

  it('has the classes declare what the styles said', () => {
    const css = readFileSync(new URL('../../app/globals.css', import.meta.url), 'utf8');
    const declared = (name: string) => {
      const body = new RegExp(`\\.${name} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
      return Object.fromEntries(
        [...body.matchAll(/([a-z-]+):\s*([^;]+);/g)].map((m) => [
          m[1]!.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
          m[2]!.trim(),
        ]),
      );
    };
    const asCss = (style: object) =>
      Object.fromEntries(Object.entries(style).map(([k, v]) => [k, v === 0 ? '0' : String(v)]));
    expect(declared(STYLE_CLASSES.fill)).toEqual(asCss(FILL_STYLE));
    expect(declared(STYLE_CLASSES.plain)).toEqual(asCss(PLAIN_STYLE));
  });

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
