import { axeViolations } from '@repo/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandConfig } from '../../brand/BrandConfig';
import { useDevice } from '../../routing/device';
import { RETURNING_VISITOR_STORAGE_KEY } from '../../stores/returningVisitor';
import { renderFlow, testBrand } from '../../test/renderFlow';
import { introMediaFor } from './IntroPanel';

const video: NonNullable<BrandConfig['introVideo']> = {
  desktop: {
    sources: [
      { src: '/intro-desktop.webm', type: 'video/webm; codecs=vp9' },
      { src: '/intro-desktop.mp4', type: 'video/mp4' },
    ],
    poster: '/intro-desktop.jpg',
    width: 960,
    height: 540,
  },
  mobile: { src: '/intro-mobile.mp4', poster: '/intro-mobile.jpg', captions: '/intro.vtt' },
};
const FACEBOOK_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0]';

/** The applicant's media preferences, as the browser reports them. */
function preferences({ reducedMotion = false, saveData = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('prefers-reduced-motion: reduce') && reducedMotion, media: query }));
  Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
}

let play: ReturnType<typeof vi.fn>;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  localStorage.clear();
  play = vi.fn(async () => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as never);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  preferences();
});
afterEach(() => {
  useDevice.getState().set('desktop');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'connection');
});

async function renderIntro(locale: 'en' | 'pl' = 'en') {
  const view = await renderFlow({ locale, brand: { ...testBrand, introVideo: video } });
  await screen.findByRole('heading', { level: 1, name: locale === 'en' ? 'Open your trading account' : 'Otwórz rachunek inwestycyjny' });
  return view;
}

describe('the intro of the entry screen (docs/spec/flow/screens.md#newaccount)', () => {
  it('picks the desktop or the mobile video by the device, and the still image for the browser that cannot play it', () => {
    expect(introMediaFor(video, 'desktop', 'Chrome')).toEqual({ kind: 'video', video: video.desktop });
    expect(introMediaFor(video, 'mobile', 'Safari')).toEqual({ kind: 'video', video: video.mobile });
    expect(introMediaFor(video, 'mobile', FACEBOOK_APP)).toEqual({ kind: 'poster', poster: '/intro-mobile.jpg' });
    expect(introMediaFor({ desktop: video.desktop }, 'mobile', 'Safari')).toEqual({ kind: 'video', video: video.desktop });
    expect(introMediaFor({ desktop: { poster: '/still.jpg' } }, 'desktop', 'Chrome')).toEqual({ kind: 'poster', poster: '/still.jpg' });
    expect(introMediaFor(undefined, 'desktop', 'Chrome')).toBeNull();
  });

  it('offers the video in its formats, loading nothing before it plays, muted, with controls and its size kept; described in words, as it has no speech', async () => {
    await renderIntro();
    const player = screen.getByLabelText('Introduction to opening an account (video without sound)');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('preload', 'none');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('poster', '/intro-desktop.jpg');
    expect(player).toHaveAttribute('width', '960');
    expect(player).toHaveAttribute('height', '540');
    expect((player as HTMLVideoElement).muted).toBe(true);
    expect(player).not.toHaveAttribute('autoplay');
    expect([...player.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.getAttribute('type')])).toEqual([
      ['/intro-desktop.webm', 'video/webm; codecs=vp9'],
      ['/intro-desktop.mp4', 'video/mp4'],
    ]);
    expect(player.querySelector('track')).toBeNull();
    expect(player).toHaveAccessibleDescription('A short animation without speech: the four steps of opening an account light up one after another.');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('a window that becomes narrow gets the mobile variant, a new element with its own files', async () => {
    await renderIntro();
    const desktop = document.querySelector('video');
    useDevice.getState().set('mobile');
    await waitFor(() => expect(document.querySelector('video')).not.toBe(desktop));
    expect(document.querySelector('video')).toHaveAttribute('src', '/intro-mobile.mp4');
    expect(document.querySelector('video source')).toBeNull();
  });

  it('a video with speech carries its captions in the page language', async () => {
    useDevice.getState().set('mobile');
    await renderIntro();
    const player = document.querySelector('video');
    expect(player?.querySelector('track')).toHaveAttribute('srclang', 'en');
    expect(player?.querySelector('track')).toHaveAttribute('src', '/intro.vtt');
  });

  it('plays once by itself after the page has loaded', async () => {
    await renderIntro();
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['prefers reduced motion', { reducedMotion: true }],
    ['saves data', { saveData: true }],
  ])('never starts by itself for an applicant who %s', async (_, wish) => {
    preferences(wish);
    await renderIntro();
    // The same turn of the event loop the video would have started in, and one more.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Introduction to opening an account (video without sound)')).toHaveAttribute('controls');
  });

  it('a browser that blocks playing by itself leaves the video with its still and controls, no error', async () => {
    play.mockRejectedValue(new DOMException('autoplay blocked', 'NotAllowedError'));
    await renderIntro();
    await waitFor(() => expect(play).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('video')).not.toBeNull();
    expect(screen.queryByText(/could not be played/)).toBeNull();
  });

  it('when no format can play (docs/spec/flow/errors.md failure handler), the still and a note in the page language take its place — never a broken box', async () => {
    await renderIntro('pl');
    const sources = document.querySelectorAll('source');
    // The browser moving on from the first format is no failure yet.
    fireEvent.error(sources[0]!);
    expect(document.querySelector('video')).not.toBeNull();
    fireEvent.error(sources[1]!);
    expect(document.querySelector('video')).toBeNull();
    expect(document.querySelector('img.onb-intro-video')).toHaveAttribute('src', '/intro-desktop.jpg');
    expect(screen.getByText('Nie udało się odtworzyć filmu. Pokazuje on tylko kroki opisane poniżej, więc nic Cię nie ominie.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('a video that fails while playing gives way to its still as well', async () => {
    await renderIntro();
    fireEvent.error(document.querySelector('video')!);
    expect(document.querySelector('video')).toBeNull();
    expect(document.querySelector('img.onb-intro-video')).toHaveAttribute('src', '/intro-desktop.jpg');
    expect(screen.getByText('The video could not be played here. It only shows the steps described below, so you miss nothing.')).toBeInTheDocument();
  });

  it('a video that had already failed when the app took the page over (the prerendered page) gives way to its still', async () => {
    // Every source tried and refused before the app started: the browser says so in the element's network state.
    vi.spyOn(HTMLMediaElement.prototype, 'networkState', 'get').mockReturnValue(HTMLMediaElement.NETWORK_NO_SOURCE);
    await renderIntro();
    await waitFor(() => expect(document.querySelector('video')).toBeNull());
    expect(document.querySelector('img.onb-intro-video')).toHaveAttribute('src', '/intro-desktop.jpg');
    expect(screen.getByText('The video could not be played here. It only shows the steps described below, so you miss nothing.')).toBeInTheDocument();
    expect(play).not.toHaveBeenCalled();
  });

  it('works without a video', async () => {
    await renderFlow({ locale: 'en' });
    await screen.findByRole('button', { name: 'Start' });
    expect(document.querySelector('video, img.onb-intro-video')).toBeNull();
  });
});

describe('a returning visitor (docs/spec/flow/entities.md local-storage flag)', () => {
  it('is offered "Log in" first (before "Start") and no video; it leads to the log-in screen', async () => {
    localStorage.setItem(RETURNING_VISITOR_STORAGE_KEY, '1');
    const { router } = await renderIntro();
    expect(screen.getByText(/Welcome back\. You have started an application in this browser before/)).toBeInTheDocument();
    const logIn = screen.getByRole('link', { name: 'Log in' });
    const start = screen.getByRole('button', { name: 'Start' });
    // "Log in" comes first in reading and tab order.
    expect(logIn.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.querySelector('video, img.onb-intro-video')).toBeNull();
    expect(play).not.toHaveBeenCalled();
    expect(await axeViolations(document.body)).toEqual([]);

    await userEvent.click(logIn);
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/login'));
    // The log-in screen is a chunk of its own: it may take a moment on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to continue your application' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('a first visit gets the introduction with "Start" only', async () => {
    await renderIntro();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });
});
