#!/usr/bin/env bash
# Renders each brand's intro video (docs/spec/flow/screens.md#newaccount newAccount: "intro overlay with a video (desktop and mobile variants …)")
# and its poster from nothing but ffmpeg's own sources: a title card in the brand's colours — the brand's name
# fading in, then the four steps of an application (1 register, 2 phone, 3 identity, 4 about you) lighting up one
# after another along a progress bar. No speech and no words but the brand's name, so one video serves every
# language; the flow describes it in the page's language (IntroPanel).
#
# Output per brand, into apps/{brand}/src/intro/ (imported by apps/{brand}/src/brand.ts, so the build gives them
# content-hashed names the server caches for a year):
#   desktop.webm (VP9) + desktop.mp4 (H.264) 960×540, mobile.webm + mobile.mp4 480×400 (lower, so Start stays in view on a phone), 5 s, 24 fps, silent,
#   desktop-poster.jpg / mobile-poster.jpg: the last frame (the whole card), shown before playing and instead of
#   the video where it cannot play.
# Five seconds: WCAG 2.2.2 lets content that starts by itself run up to 5 s without a pause control (it has one).
#
# Needs ffmpeg with libvpx-vp9 and libx264 (Debian: apt-get install -y ffmpeg) and DejaVu Sans Bold.
# Usage: tooling/scripts/make-intro-videos.sh   (from the repository root)
set -euo pipefail

FONT=${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}
DURATION=5
FPS=24
ROOT=$(cd "$(dirname "$0")/../.." && pwd)

# brand  colour  name
BRANDS=(
  "pl 0x0b3d91 Dom Maklerski"
  "eu 0x0a6e5c Broker International"
)

# The card for one size: $1 width, $2 height, $3 colour, $4 name. Prints an ffmpeg filter graph on a lavfi colour source.
card() {
  local w=$1 h=$2 colour=$3 name=$4
  local name_size=$((w / 14)) step_size=$((w / 22)) mark=$((w / 9))
  local mark_x=$(((w - mark) / 2)) mark_y=$((h / 6))
  local name_y=$((mark_y + mark + h / 14))
  local bar_y=$((h * 7 / 10)) bar_x=$((w / 8)) bar_w=$((w * 3 / 4)) bar_h=$((h / 90 + 2))
  local seg=$((bar_w / 4)) dot=$((step_size * 2))
  local g=""
  # Logo mark: a white rounded square (corners cut by the background) with a brand-coloured bar.
  g+="drawbox=x=${mark_x}:y=${mark_y}:w=${mark}:h=${mark}:color=white:t=fill,"
  g+="drawbox=x=$((mark_x + mark / 3)):y=$((mark_y + mark / 4)):w=$((mark / 3)):h=$((mark / 2)):color=${colour}:t=fill,"
  # The name fades in over the first 0.8 s.
  g+="drawtext=fontfile=${FONT}:text='${name}':fontcolor=white:fontsize=${name_size}:x=(w-text_w)/2:y=${name_y}:alpha='min(1,t/0.8)',"
  # The progress track, then one segment and one numbered step per 0.8 s from 1.2 s.
  g+="drawbox=x=${bar_x}:y=${bar_y}:w=${bar_w}:h=${bar_h}:color=white@0.3:t=fill,"
  local i start cx
  for i in 1 2 3 4; do
    start=$(echo "1.2 + ($i - 1) * 0.8" | bc)
    cx=$((bar_x + seg * (i - 1) + seg / 2))
    g+="drawbox=x=$((bar_x + seg * (i - 1))):y=${bar_y}:w=${seg}:h=${bar_h}:color=white:t=fill:enable='gte(t,${start})',"
    g+="drawbox=x=$((cx - dot / 2)):y=$((bar_y + bar_h / 2 - dot / 2)):w=${dot}:h=${dot}:color=white@0.3:t=fill,"
    g+="drawbox=x=$((cx - dot / 2)):y=$((bar_y + bar_h / 2 - dot / 2)):w=${dot}:h=${dot}:color=white:t=fill:enable='gte(t,${start})',"
    g+="drawtext=fontfile=${FONT}:text='${i}':fontsize=${step_size}:fontcolor=${colour}:x=${cx}-text_w/2:y=$((bar_y + bar_h / 2))-text_h/2:enable='gte(t,${start})',"
    g+="drawtext=fontfile=${FONT}:text='${i}':fontsize=${step_size}:fontcolor=white:x=${cx}-text_w/2:y=$((bar_y + bar_h / 2))-text_h/2:enable='lt(t,${start})',"
  done
  g+="format=yuv420p"
  printf '%s' "$g"
}

render() {
  local brand=$1 colour=$2 name=$3 variant=$4 w=$5 h=$6
  local out="${ROOT}/apps/${brand}/src/intro"
  mkdir -p "$out"
  local src="color=c=${colour}:s=${w}x${h}:d=${DURATION}:r=${FPS}"
  local graph
  graph=$(card "$w" "$h" "$colour" "$name")
  # Silent (-an), no metadata that would name this machine (-map_metadata -1, bitexact), small: a flat card
  # compresses to a few tens of kilobytes.
  ffmpeg -v error -y -f lavfi -i "$src" -vf "$graph" -an -map_metadata -1 -fflags +bitexact \
    -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -cpu-used 2 "${out}/${variant}.webm"
  ffmpeg -v error -y -f lavfi -i "$src" -vf "$graph" -an -map_metadata -1 -fflags +bitexact -flags:v +bitexact \
    -c:v libx264 -profile:v main -preset slow -crf 30 -tune animation -movflags +faststart "${out}/${variant}.mp4"
  # The poster: the finished card (the last frame).
  ffmpeg -v error -y -sseof -0.1 -i "${out}/${variant}.mp4" -frames:v 1 -q:v 5 -map_metadata -1 -fflags +bitexact "${out}/${variant}-poster.jpg"
}

for entry in "${BRANDS[@]}"; do
  read -r brand colour name <<<"$entry"
  render "$brand" "$colour" "$name" desktop 960 540
  render "$brand" "$colour" "$name" mobile 480 400
  ls -l "${ROOT}/apps/${brand}/src/intro"
done
