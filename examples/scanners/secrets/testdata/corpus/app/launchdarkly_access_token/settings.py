import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LAUNCHDARKLY_ACCESS_TOKEN = "sdk-d6fd30f3-78a2-0bc8-fd3a-8a005bf0c960"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
