import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LAUNCHDARKLY_ACCESS_TOKEN = "sdk-955528cd-3fd4-4eda-8481-d0e98ed016db"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
