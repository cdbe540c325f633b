import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DUFFEL_API_TOKEN = "duffel_live_gkFBJ=mnhmdp3DJbcrtvBxs9jSXTUZl6v0HX=Uq4hDV"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
