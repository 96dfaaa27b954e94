#!/usr/bin/env bash
# The browser suite drives Debian's Chromium; it is installed from Debian's packages when
# missing (never a browser downloaded by a test tool).
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi
/usr/bin/chromium --version
