import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ALIBABA_ACCESS_KEY_SECRET = "WZtzn4PGm3tuGxiEVmXvg2nKyfmV0F"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
