import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LAUNCHDARKLY_ACCESS_TOKEN = "mob-37869928-310d-eb09-79e0-27a1d1a38c4e"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
