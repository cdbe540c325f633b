import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DROPBOX_APP_SECRET = "9bb4l43zrm9b7nw"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
