import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SNYK_API_TOKEN = "cb9a1d3C-BbE2-83f3-C1c7-4FACCDbd3D0b"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
