import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ALGOLIA_ADMIN_KEY = "b9a55e39d88b03df1d2e4eabc34f2999"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
