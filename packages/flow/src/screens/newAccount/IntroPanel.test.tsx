import { axeViolations } from '@repo/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandConfig } from '../../brand/BrandConfig';
import { useDevice } from '../../routing/device';
import { renderFlow, testBrand } from '../../test/renderFlow';
import { introMediaFor } from './IntroPanel';

const video: NonNullable<BrandConfig['introVideo']> = {
  desktop: { src: '/intro-desktop.mp4', poster: '/intro-desktop.jpg', captions: '/intro.vtt' },
  mobile: { src: '/intro-mobile.mp4', poster: '/intro-mobile.jpg' },
};
const FACEBOOK_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0]';

afterEach(() => {
  useDevice.getState().set('desktop');
});

describe('the intro of the entry screen (S0 §2)', () => {
  it('picks the desktop or the mobile video by the device, and the still image for the browser that cannot play it', () => {
    expect(introMediaFor(video, 'desktop', 'Chrome')).toEqual({ kind: 'video', video: video.desktop });
    expect(introMediaFor(video, 'mobile', 'Safari')).toEqual({ kind: 'video', video: video.mobile });
    expect(introMediaFor(video, 'mobile', FACEBOOK_APP)).toEqual({ kind: 'poster', poster: '/intro-mobile.jpg' });
    expect(introMediaFor({ desktop: video.desktop }, 'mobile', 'Safari')).toEqual({ kind: 'video', video: video.desktop });
    expect(introMediaFor(undefined, 'desktop', 'Chrome')).toBeNull();
  });

  it('shows the video with controls and captions, never playing by itself; a video that fails gives way to its still', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderFlow({ locale: 'en', brand: { ...testBrand, introVideo: video } });
    await screen.findByRole('heading', { level: 1, name: 'Open your trading account' });
    const player = document.querySelector('video');
    expect(player).toHaveAttribute('controls');
    expect(player).not.toHaveAttribute('autoplay');
    expect(player?.querySelector('track')).toHaveAttribute('srclang', 'en');
    expect(await axeViolations(document.body)).toEqual([]);

    fireEvent.error(player!);
    expect(document.querySelector('video')).toBeNull();
    expect(document.querySelector('img.onb-intro-video')).toHaveAttribute('src', '/intro-desktop.jpg');
    expect(warn).toHaveBeenCalled();
  });

  it('works without a video', async () => {
    await renderFlow({ locale: 'en' });
    await screen.findByRole('button', { name: 'Start' });
    expect(document.querySelector('video, img.onb-intro-video')).toBeNull();
  });
});
