import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LAUNCHDARKLY_ACCESS_TOKEN = "sdk-99e5ec58-9bb3-ce90-a52d-e499be9640c0"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
