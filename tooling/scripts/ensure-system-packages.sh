#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing, so that the README's test command works on a
# fresh machine: `chromium-headless-shell` for Playwright and the Storybook tests (never `playwright install`: no
# browser downloads here), `postgresql` for `pnpm test:pg`. One apt run for all; nothing to do when present.
#   tooling/scripts/ensure-system-packages.sh chromium-headless-shell [postgresql] [fonts-ocr-b] [nginx]
set -euo pipefail

missing=()
for package in "$@"; do
  case "$package" in
    chromium-headless-shell) [ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell) ;;
    postgresql) ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql) ;;
    # The OCR-B font the generated identity documents' machine-readable zones are set in (issue 15).
    fonts-ocr-b) ls /usr/share/fonts/*/fonts-ocr-b/* >/dev/null 2>&1 || ls /usr/share/fonts/*/ocr-b* >/dev/null 2>&1 || fc-list 2>/dev/null | grep -qi 'OCR.\?B' || missing+=(fonts-ocr-b) ;;
    # The full browser, for Lighthouse (`pnpm test:lighthouse`), which does not drive the headless shell.
    chromium) [ -x /usr/bin/chromium ] || missing+=(chromium) ;;
    # The load balancer in front of two server instances (`pnpm test:cluster`); nginx-light is nginx without extra modules.
    nginx) [ -x /usr/sbin/nginx ] || missing+=(nginx-light) ;;
    *) echo "ensure-system-packages: unknown package '$package' (chromium-headless-shell, chromium, postgresql, fonts-ocr-b, nginx)" >&2; exit 2 ;;
  esac
done
[ ${#missing[@]} -gt 0 ] || exit 0

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "The tests need Debian's ${missing[*]}: run 'apt-get install ${missing[*]}' as root (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
  as_root=(sudo)
fi
echo "Installing Debian's ${missing[*]} for the tests"
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
# A new font is found by fontconfig (and so by librsvg, which sharp renders SVG with) once its cache is rebuilt.
case " ${missing[*]} " in *" fonts-ocr-b "*) fc-cache -f >/dev/null 2>&1 || true ;; esac
# Debian starts the nginx service on installation; the tests run their own nginx on a free port, so stop the daemon.
case " ${missing[*]} " in *" nginx-light "*) "${as_root[@]}" service nginx stop >/dev/null 2>&1 || true ;; esac
