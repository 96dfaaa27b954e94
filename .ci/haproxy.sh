#!/usr/bin/env bash
# The cluster test puts HAProxy in front of the shops; it comes from Debian's packages, installed
# when missing. Debian's package may start a system HAProxy: it is stopped, the test runs its own.
set -euo pipefail
if ! command -v haproxy >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
  pkill -x haproxy || true
fi
haproxy -v | head -1
