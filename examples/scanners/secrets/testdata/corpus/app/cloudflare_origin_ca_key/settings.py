import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDFLARE_ORIGIN_CA_KEY = "v1.0-41f611daf75358b401c238e6-9c31e83fdaad2d84c96dfbdb74fa3d398f614d0b2ec191d23f0a9f3a995a6a2dadf3157752203354ee446663a486cf5675d07e37ae070ea1492daa3420965f392581d3544c910cbcbc"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
