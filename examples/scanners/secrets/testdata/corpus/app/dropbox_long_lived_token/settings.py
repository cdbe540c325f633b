import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DROPBOX_LONG_LIVED_TOKEN = "65fe26k182sAAAAAAAAAAsrT62HuUbMpyFfMYDUPTed3uhAZrXLnYwj1CDrgxaeP"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
