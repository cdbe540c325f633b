import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CODECOV_UPLOAD_TOKEN = "3f8dca02-2940-384a-fa11-7783b0601be0"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
