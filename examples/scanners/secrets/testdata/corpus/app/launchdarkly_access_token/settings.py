import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LAUNCHDARKLY_ACCESS_TOKEN = "sdk-51506916-d496-b2aa-dd4c-1b4b9fbbfbe5"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
