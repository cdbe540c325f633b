import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FIGMA_PAT = "figd_zSVFrXKNukRVerlpgZxHjl4nSIwlTBcG-i2xNykq"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
