import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BUILDKITE_API_TOKEN = "bkua_685474612494ee8bee209e391c441ed110824450"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
