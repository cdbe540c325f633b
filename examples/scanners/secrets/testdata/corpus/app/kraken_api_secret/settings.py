import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KRAKEN_API_SECRET = "15Xl5mf2vs4Lxm0EdMnBOHECc7B5qxJhALbEjf96uQ+FwiHxGGmShMKql5SntZUMF/GMWA9P+Gpxls/SbQ4cDj=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
